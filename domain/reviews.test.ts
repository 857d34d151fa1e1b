import { describe, expect, it } from 'vitest';
import {
  bayesianRating,
  type PersonalDataKind,
  personalDataIn,
  RATING_MIN_REVIEWS,
  RATING_PRIOR_MEAN,
  RATING_PRIOR_WEIGHT,
  REVIEW_RIGHT_DAYS,
  REVIEWER_NAME_MAX,
  reviewerName,
  reviewRightExpiresAt,
} from './reviews.ts';

/** Ordinary review texts, with ratings, years, prices, durations, times, dates, laws and room numbers. */
const CLEAN = [
  // Thai
  'ทนายให้คำปรึกษาดีมาก อธิบายละเอียด เข้าใจง่าย ให้ 5/5 เลยครับ',
  'ค่าบริการ 3,000 บาท คุ้มค่ามาก คดีจบภายใน 10 วัน',
  'นัดปรึกษาเวลา 14:00 น. ทนายมาตรงเวลา ตอบคำถามทุกข้อ',
  'ปรึกษาเมื่อปี 2567 เรื่องมรดก ตอนนี้แบ่งทรัพย์สินเรียบร้อยแล้ว',
  'เปิดทำการ 09.00-18.00 น. โทรไปถามได้ตลอด ทนายตอบเร็ว',
  'ช่วงเวลา 08.30 - 12.00 13.00 - 16.30 น. ทนายว่างเกือบทุกวัน',
  'คดีดำเนินไปอย่างรวดเร็ว ทนายติดตามให้ตลอด ประทับใจมากค่ะ',
  'คดีแดงแล้วค่ะ ขอบคุณทนายที่ช่วยจนคดีจบ',
  'ค่าใช้จ่ายประมาณ 15000-20000 บาท ตามที่ตกลงกันไว้',
  'วันที่ 05.06.2567 10 โมงเช้า ไปศาลพร้อมทนาย',
  'นัดวันที่ 12/05/2567 เวลา 10.30 น. ทนายมาก่อนเวลา',
  'ทนายอธิบายมาตรา 1336 และ พ.ร.บ. ปี 2551 ให้ฟังอย่างละเอียด',
  'ลูกเรียนชั้น ม.6/2 อยู่ ทนายช่วยเรื่องทุนการศึกษาด้วย',
  'ใช้เวลา 2-3 สัปดาห์ จ่ายไป 1,500 บาท ถือว่าคุ้ม',
  'ได้คะแนน ๕/๕ ค่ะ ค่าบริการ ๓,๐๐๐ บาท ปี ๒๕๖๗',
  'คุยผ่านไลน์สะดวกมาก ทนายตอบไลน์เร็ว',
  'ทนายตอบไลน์ line ตลอดแม้วันหยุด',
  'ยื่นฟ้องเมื่อ 1 พ.ย. 2567 ศาลนัดไกล่เกลี่ย 15 ธ.ค. 67',
  'คดีที่ 2 ของผมก็จะใช้ทนายคนนี้อีก',
  'ผมลืมหมายเลขคดี แต่ทนายจำได้และตามให้ครบทุกเรื่อง',
  'จ่ายค่าธรรมเนียมศาล 200 บาท และค่าทนาย 10,000 บาท รวม 10,200 บาท',
  'ระยะเวลา 3-6 เดือน ตามที่ทนายประเมินไว้ 100%',
  'อ.สมชายให้คำแนะนำดีมาก (อาจารย์สอนกฎหมาย)',
  'ติดต่อผ่านเว็บไซต์ Tanai สะดวกมาก ระบบนัดหมายใช้ง่าย',
  'ได้ทนายใน 48 ชั่วโมง ตามที่บอกไว้จริง',
  // English
  'Great lawyer, explained everything clearly. 5/5 would recommend.',
  'Paid 3,000 baht for the consultation, worth every cent. Took about 10 days.',
  'Meeting at 14:00 was on time. She answered all my questions about the 2023 contract.',
  'Bottom line: great service and honest advice.',
  'He was great.To anyone looking for a family lawyer, go to him.',
  'The line at the court was long but he handled it.',
  'I was online the whole time and he replied within 2 hours.',
  'The deadline: 30 days. He met it easily.',
  'He answered on line quickly. Rated 5/5.',
  'I found him on Facebook and booked the same day.',
  'We talked on LINE at 20.30 for 15 minutes.',
  'We met at the office. Very professional and calm.',
  'I looked at the website and booked. Rated 10/10.',
  'In case no one told you, he is very patient.',
  'Fees were 15,000-20,000 THB. Case resolved in 3 months.',
  'Dr. Somchai is excellent; I was also helped with my Co-operative dispute.',
  'Black and red cases both explained clearly in plain English.',
  'He replied at 9.30 and we met at 11.00 on 12.05.2024.',
  // Chinese
  '律师非常专业，解释得很清楚，五星好评！',
  '咨询费3,000泰铢，10天就解决了，非常满意。',
  '2023年5月咨询，下午14:00准时见面，态度很好。',
  '律师帮我处理了遗产问题，评分5/5。',
  '第一次在泰国打官司，律师用中文沟通，很方便。',
  '案件很复杂，但律师很有耐心。',
  '案号我忘了，但律师3天就帮我查到了。',
];

/** Texts that carry personal data, with the kinds found. */
const FLAGGED: [string, PersonalDataKind[]][] = [
  // Phone numbers
  ['ติดต่อทนายได้ที่ 081-234-5678 นะคะ', ['phone']],
  ['โทร 0812345678 ได้ตลอด', ['phone']],
  ['เบอร์สำนักงาน 02-123-4567 ค่ะ', ['phone']],
  ['โทรหาทนายที่ 02 123 4567', ['phone']],
  ['Call +66 81 234 5678 for an appointment', ['phone']],
  ['เบอร์ 66812345678 แอดไลน์ได้', ['phone']],
  ['เบอร์ 081.234.5678 ครับ', ['phone']],
  ['เบอร์ 08-1234-5678', ['phone']],
  ['เบอร์ ๐๘๑-๒๓๔-๕๖๗๘ ครับ', ['phone']],
  ['ทนายให้เบอร์ ๐๘๑๒๓๔๕๖๗๘ ไว้', ['phone']],
  ['Office (02) 123-4567, ask for Khun Somchai', ['phone']],
  ['โทร 053-123-456 สาขาเชียงใหม่', ['phone']],
  ['+66 (0) 81 234 5678', ['phone']],
  ['+66-2-123-4567', ['phone']],
  ['โทร 081-234-5678 2 ครั้งไม่มีคนรับ', ['phone']],
  ['律师电话 138 0013 8000，随时可以打', ['phone']],
  ['WhatsApp +1 415 555 1234', ['phone']],
  ['เบอร์ 0812345678โทรได้', ['phone']],
  ['0 8 1 2 3 4 5 6 7 8', ['phone']],
  ['โทร 0 8 1 2 3 4 5 6 7 8 ได้เลย', ['phone']],
  ['call 081 2 3 4 5 6 7 8', ['phone']],
  // E-mail
  ['ส่งเอกสารทาง somchai.lawyer@gmail.com ได้เลย', ['email']],
  ['Email me: jane_doe+law@example.co.th', ['email']],
  ['อีเมล somchai(at)gmail.com', ['email']],
  ['write to somchai at gmail dot com', ['email']],
  ['邮箱：wang123＠qq.com', ['email']],
  ['อีเมล somchai [at] hotmail [dot] com', ['email']],
  // National ID
  ['เลขบัตรประชาชน 1234567890123 ครับ', ['nationalId']],
  ['บัตรประชาชนเลขที่ 1-2345-67890-12-3', ['nationalId']],
  ['ID 3 1005 01234 56 7 as on my card', ['nationalId']],
  ['เลขบัตร ๑๒๓๔๕๖๗๘๙๐๑๒๓', ['nationalId']],
  ['เลข 1101700203451 (ถูกต้องตามหลักตรวจสอบ)', ['nationalId']],
  // Links
  ['ดูรีวิวเพิ่มเติมที่ https://example.com/review', ['link']],
  ['เว็บ www.somchai-law.com', ['link']],
  ['เพจ facebook.com/somchailaw', ['link']],
  ['แอดไลน์ line.me/ti/p/~somchai', ['link']],
  ['ไลน์ @somchailaw', ['link']],
  ['line: @somchai', ['link']],
  ['LINE @abc', ['link']],
  ['ID line somchai99', ['link']],
  ['line id: somchai', ['link']],
  ['ไอดีไลน์ somchai', ['link']],
  ['ไลน์: somchai', ['link']],
  ['line: somchai_99', ['link']],
  ['สำนักงานอยู่ที่ somchailaw.co.th', ['link']],
  ['ข้อมูลจาก ocsc.go.th ค่ะ', ['link']],
  ['ดูได้ที่ mylaw.in.th', ['link']],
  ['Check bit.ly/3abcd for details', ['link']],
  ['Profile at linktr.ee/somchai', ['link']],
  ['加我微信：wang_lawyer88', ['link']],
  ['Visit Example.COM today', ['link']],
  // Handles after a messenger's name, "@handle" and bare domains
  ['line hacker_99', ['link']],
  ['telegram @scam', ['link']],
  ['ทักมาที่ @scam นะ', ['link']],
  ['tg @scam99', ['link']],
  ['IG lawyer_bkk', ['link']],
  ['instagram: somchai.law', ['link']],
  ['ติดต่อ FB: somchai.law', ['link']],
  ['whatsapp scam_01', ['link']],
  ['wechat wang_88', ['link']],
  ['微信 wang_88', ['link']],
  ['ไลน์ hacker_99', ['link']],
  ['example.com', ['link']],
  ['scam.co.th', ['link']],
  ['bit.ly/x', ['link']],
  ['example(.)com', ['link']],
  ['scam[.]co.th', ['link']],
  ['bit . ly/x', ['link']],
  ['example dot com', ['link']],
  // Case numbers
  ['คดีหมายเลขดำที่ อ.1234/2566 ศาลอาญา', ['caseNumber']],
  ['คดีหมายเลขแดงที่ 567/2567', ['caseNumber']],
  ['คดีดำที่ 123/2567 ทนายช่วยจนชนะ', ['caseNumber']],
  ['คดีแดงที่ พ.55/2566', ['caseNumber']],
  ['หมายเลขคดีดำ ผบ.12/2567', ['caseNumber']],
  ['หมายเลขคดี 4455 ค่ะ', ['caseNumber']],
  ['คดีที่ 123/2567 จบแล้ว', ['caseNumber']],
  ['คดีของฉัน อ.1234/2566 ตัดสินแล้ว', ['caseNumber']],
  ['ฟ้องเป็นคดี ผบ 55/2567 ที่ศาลแขวง', ['caseNumber']],
  ['ฎ.123/2565 ทนายอ้างได้ตรงประเด็น', ['caseNumber']],
  ['คดี ร. ๑๒/๒๕๖๗ ยังไม่จบ', ['caseNumber']],
  ['My case no. 1234/2023 was settled', ['caseNumber']],
  ['Black case 123/2566 at the Civil Court', ['caseNumber']],
  ['Case number: 98765', ['caseNumber']],
  ['Red case no. อ.77/2567', ['caseNumber']],
  ['案号：2023民初123号', ['caseNumber']],
  ['（2023）京0105民初12345号 已结案', ['caseNumber']],
  ['案号为(2024)沪01民终567号', ['caseNumber']],
  ['黑色案件号 อ.1234/2566', ['caseNumber']],
  // Several at once, reported in one order
  ['คดีดำที่ 1/2567 โทร 0812345678 อีเมล a@b.co', ['phone', 'email', 'caseNumber']],
  ['line: @somchai หรือ 02-123-4567 บัตร 1234567890123', ['phone', 'nationalId', 'link']],
];

describe('personalDataIn', () => {
  it.each(CLEAN)('finds nothing in an ordinary review: %s', (text) => {
    expect(personalDataIn(text)).toEqual([]);
  });

  it.each(FLAGGED)('finds personal data in: %s', (text, kinds) => {
    expect(personalDataIn(text)).toEqual(kinds);
  });

  it('finds no phone or ID number in longer digit runs, dates or lists of times', () => {
    expect(personalDataIn('เลขอ้างอิง 12345678901234 (14 หลัก)')).toEqual([]);
    expect(personalDataIn('ref 081234567890123456')).toEqual([]);
    expect(personalDataIn('02.03.67 10.30 นัดหมายแรก')).toEqual([]);
    expect(personalDataIn('05.06.67 1400 ที่ศาล')).toEqual([]);
    expect(personalDataIn('เลขพัสดุ 0123456789')).toEqual([]);
    expect(personalDataIn('1-2345-67890-12-34')).toEqual([]);
  });

  it('reads an empty text as clean', () => {
    expect(personalDataIn('')).toEqual([]);
    expect(personalDataIn('   ')).toEqual([]);
  });
});

describe('bayesianRating', () => {
  it('has no figure below the minimum number of reviews', () => {
    expect(RATING_MIN_REVIEWS).toBe(3);
    expect(bayesianRating(0, 0)).toBeNull();
    expect(bayesianRating(1, 5)).toBeNull();
    expect(bayesianRating(2, 10)).toBeNull();
    expect(bayesianRating(3, 15)).not.toBeNull();
  });

  it('starts every lawyer with the imaginary reviews of the prior', () => {
    expect(RATING_PRIOR_MEAN).toBe(3.5);
    expect(RATING_PRIOR_WEIGHT).toBe(5);
    // (5 × 3.5 + 15) / (5 + 3) = 32.5 / 8 = 4.0625
    expect(bayesianRating(3, 15)).toBe(4.1);
    // (17.5 + 3) / 8 = 2.5625
    expect(bayesianRating(3, 3)).toBe(2.6);
    // (17.5 + 100 × 5) / 105 = 4.928…
    expect(bayesianRating(100, 500)).toBe(4.9);
    // Many average reviews stay at the mean.
    expect(bayesianRating(50, 175)).toBe(3.5);
  });

  it('ranks many good reviews above a few perfect ones', () => {
    expect(bayesianRating(40, 180)!).toBeGreaterThan(bayesianRating(3, 15)!);
  });

  it('rounds to one decimal, half up', () => {
    // (17.5 + 20.5)… built from whole stars: (17.5 + 12) / 8 = 3.6875 → 3.7; (17.5 + 14) / 10 = 3.15 → 3.2
    expect(bayesianRating(3, 12)).toBe(3.7);
    expect(bayesianRating(5, 14)).toBe(3.2);
    for (let count = 3; count <= 30; count++)
      for (let sum = count; sum <= count * 5; sum++) {
        const value = bayesianRating(count, sum)!;
        expect(Math.round(value * 10)).toBeCloseTo(value * 10, 9);
        expect(value).toBeGreaterThanOrEqual(1);
        expect(value).toBeLessThanOrEqual(5);
      }
  });
});

describe('reviewRightExpiresAt', () => {
  it('is the opening plus the right’s days', () => {
    expect(REVIEW_RIGHT_DAYS).toBe(90);
    expect(reviewRightExpiresAt(new Date('2024-01-01T00:00:00Z')).toISOString()).toBe(
      '2024-03-31T00:00:00.000Z',
    );
  });
});

describe('reviewerName', () => {
  it('shows the first name and the first letter of the last word', () => {
    expect(reviewerName('สมชาย ใจดี')).toBe('สมชาย จ.');
    expect(reviewerName('Jane Mary Doe')).toBe('Jane D.');
    expect(reviewerName('สมหญิง รักษ์ไทย')).toBe('สมหญิง ร.');
    expect(reviewerName('วิชัย สุขใจ')).toBe('วิชัย ส.');
    expect(reviewerName('ปิติ เก่งกาจ')).toBe('ปิติ ก.');
    expect(reviewerName('  John   Smith  ')).toBe('John S.');
    expect(reviewerName('jane doe')).toBe('jane D.');
  });

  it('keeps a single word as it is, and a Chinese name written without spaces as its first character', () => {
    expect(reviewerName('สมชาย')).toBe('สมชาย');
    expect(reviewerName('  Madonna ')).toBe('Madonna');
    expect(reviewerName('王小明')).toBe('王某');
    expect(reviewerName('')).toBe('');
  });

  it('leaves out titles before the name, also joined to it, but not a name that starts like one', () => {
    expect(reviewerName('นาย สมชาย ใจดี')).toBe('สมชาย จ.');
    expect(reviewerName('นายสมชาย ใจดี')).toBe('สมชาย จ.');
    expect(reviewerName('น.ส.สมหญิง รักดี')).toBe('สมหญิง ร.');
    expect(reviewerName('Dr.Emily Stone')).toBe('Emily S.');
    expect(reviewerName('Mr John Smith')).toBe('John S.');
    expect(reviewerName('คุณ สมศรี มีสุข')).toBe('สมศรี ม.');
    expect(reviewerName('คุณวุฒิ ดีงาม')).toBe('คุณวุฒิ ด.');
    expect(reviewerName('นายิกา ศรีสุข')).toBe('นายิกา ศ.');
    expect(reviewerName('นาย')).toBe('นาย');
  });

  it('is at most REVIEWER_NAME_MAX characters', () => {
    const long = `${'ก'.repeat(60)} ใจดี`;
    expect(reviewerName(long).length).toBeLessThanOrEqual(REVIEWER_NAME_MAX);
    expect(reviewerName(long).endsWith(' จ.')).toBe(true);
  });
});
