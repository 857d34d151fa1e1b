import { describe, expect, it } from 'vitest';
import { legalAidFor } from './legal-aid.ts';

const calm = { suggested: ['แพ่ง'], urgent: false };

describe('legalAidFor', () => {
  it('points a held person (criminal and urgent) to the Justice Fund', () => {
    expect(legalAidFor('ลูกชายถูกตำรวจจับเมื่อคืน', { suggested: ['อาญา'], urgent: true })).toEqual([
      'justice_fund',
    ]);
    // Criminal but not urgent, nothing said of bail or money: none
    expect(legalAidFor('ถูกฟ้องหมิ่นประมาทเมื่อปีที่แล้ว', { suggested: ['อาญา'], urgent: false })).toEqual([]);
  });

  it('points bail and court fees to the Justice Fund, in all three languages', () => {
    for (const text of [
      'อยากขอประกันตัวพี่ชาย',
      'ต้องจ่ายค่าธรรมเนียมศาลเท่าไร',
      'My husband needs bail tonight',
      'How much are the court fees?',
      '我朋友需要保释',
      '诉讼费太高了',
    ])
      expect(legalAidFor(text, calm), text).toEqual(['justice_fund']);
  });

  it('points someone who cannot pay to both, in all three languages', () => {
    for (const text of [
      'ไม่มีเงินจ้างทนาย ถูกนายจ้างไล่ออก',
      "I can't afford a lawyer for my divorce",
      'I cannot pay for a lawyer',
      '我请不起律师',
    ])
      expect(legalAidFor(text, calm), text).toEqual(['justice_fund', 'lawyers_council']);
  });

  it('says nothing of legal aid for other texts, and matches English words whole', () => {
    for (const text of [
      'เพื่อนบ้านสร้างรั้วรุกที่ดิน',
      'My landlord keeps my deposit',
      'Bailey owes me rent',
      '房东不退押金',
    ])
      expect(legalAidFor(text, calm), text).toEqual([]);
  });
});
