import { describe, expect, it } from 'vitest';
import { normalise } from './features.ts';
import { withMixedWords } from './mixed-languages.ts';

const read = (text: string) => withMixedWords(normalise(text));

describe('withMixedWords', () => {
  it('reads karaoke Thai back into Thai script, words joined and clauses parted by a space', () => {
    expect(read('tamruat ao tua fan pai sathani tang tae muea kuen, ton nee yang mai dai awk ma ka')).toBe(
      'ตำรวจเอาตัวแฟนไปสถานีตั้งแต่เมื่อคืน ตอนนี้ยังไม่ได้ออกมาค่ะ',
    );
  });

  it('keeps place names whole in karaoke Thai', () => {
    expect(read('prung nee tong pai san Chiang Mai ka, nong yoo Nong Khai')).toBe(
      'พรุ่งนี้ต้องไปศาล chiang mai ค่ะ น้องอยู่ nong khai',
    );
  });

  it('leaves English alone when it has fewer than three words of karaoke Thai', () => {
    for (const text of [
      'my fan is broken, can i pay less rent',
      'we go to chiang mai tomorrow',
      'ma and pa are fine',
    ])
      expect(read(text)).toBe(normalise(text));
  });

  it('reads Thai words in English, English words in Thai and both in Chinese', () => {
    expect(read('the tamruat took my husband to the sathani')).toBe(
      'the police took my husband to the station',
    );
    expect(read('they took him to สน.ลาดพร้าว and ตำรวจ say bail tomorrow')).toBe(
      'they took him to police station ลาดพร้าว and police say bail tomorrow',
    );
    expect(read('พรุ้งนี้ต้องไปคอร์ท ยังไม่มี lawyer')).toBe('พรุ่งนี้ต้องไปศาล ยังไม่มี ทนาย');
    expect(read('老公被police带到สน.，明天court')).toBe('老公被警察带到警察局，明天法院');
  });
});
