// Demo public answers for the embedded database (docs/product-rules.md, "Public answers"): each one is the public
// form of a demo member's closed question that a demo lawyer with an account accepted and answered in the thread;
// the member opted in, the lawyer wrote the public answer, the demo administrator published it. The texts are
// invented, general and hold no personal detail and no fee. Mostly Thai, some English and Chinese; every case type.
import { relatedCaseTypes } from '#domain/case-types.ts';
import { INVITATION_TTL_HOURS } from '#domain/limits.ts';
import { QUESTION_CONSENT_VERSION } from '#domain/privacy.ts';
import { publicAnswerSlug } from '#domain/public-answers.ts';
import { SPECIALTY_TO_CASE_TYPES, SPECIALTY_VALUES } from '#domain/specialties.ts';
import { openQuestionReviewRight } from '../../services/reviews/review-rights.ts';
import type { Tx } from '../client.ts';
import { messages, publicAnswers, questionRecipients, questions } from '../schema/index.ts';

type Lang = 'th' | 'en' | 'zh';

interface DemoAnswer {
  caseType: string;
  lang: Lang;
  title: string;
  question: string;
  answer: string;
}

/** The published answers of the demo, by case type (the stored Thai value). */
export const DEMO_ANSWERS: readonly DemoAnswer[] = [
  // Civil
  {
    caseType: 'แพ่ง',
    lang: 'th',
    title: 'ให้เพื่อนยืมเงินโดยไม่ได้ทำสัญญากู้ จะฟ้องได้ไหม',
    question:
      'ให้เพื่อนยืมเงินไปเมื่อปีที่แล้ว ไม่ได้ทำสัญญากู้เป็นกระดาษ มีแต่ข้อความในแชตที่เพื่อนพิมพ์ยอมรับว่ายืมไปและจะคืนภายในสามเดือน ตอนนี้ทวงหลายครั้งแล้วไม่คืน จะฟ้องศาลได้หรือไม่',
    answer:
      'การกู้ยืมเงินเกินสองพันบาทต้องมีหลักฐานเป็นหนังสือลงลายมือชื่อผู้ยืมจึงจะฟ้องร้องได้ (ประมวลกฎหมายแพ่งและพาณิชย์ มาตรา 653) ข้อความในแชตที่ส่งจากบัญชีของผู้ยืมและยอมรับว่ายืมเงินจริง ศาลรับฟังเป็นหลักฐานเป็นหนังสือได้ตามกฎหมายว่าด้วยธุรกรรมทางอิเล็กทรอนิกส์ ควรบันทึกหน้าจอให้เห็นชื่อบัญชีและวันที่ เก็บหลักฐานการโอนเงินไว้ แล้วส่งหนังสือทวงถามกำหนดเวลาชำระ หากยังไม่ชำระจึงยื่นฟ้องต่อศาล อายุความเรียกคืนเงินกู้คือสิบปี',
  },
  {
    caseType: 'แพ่ง',
    lang: 'th',
    title: 'ซื้อสินค้าออนไลน์แล้วได้ของชำรุด ร้านไม่ยอมคืนเงิน',
    question:
      'สั่งซื้อเครื่องใช้ไฟฟ้าทางออนไลน์ ได้รับของแล้วเปิดใช้ไม่ได้ตั้งแต่วันแรก แจ้งร้านไปแล้วร้านบอกว่าไม่รับคืนทุกกรณี จะเรียกเงินคืนได้หรือไม่',
    answer:
      'ผู้ขายต้องรับผิดในความชำรุดบกพร่องของสินค้าที่มีอยู่ในขณะส่งมอบ (ประมวลกฎหมายแพ่งและพาณิชย์ มาตรา 472) ข้อความว่าไม่รับคืนทุกกรณีไม่ทำให้ผู้ขายพ้นความรับผิดในความชำรุดที่ผู้ขายรู้หรือปกปิดไว้ ควรถ่ายภาพและวิดีโอสภาพสินค้า เก็บหลักฐานการสั่งซื้อและการแจ้งร้าน ส่งคำขอคืนเงินผ่านระบบของแพลตฟอร์ม และร้องเรียนต่อสำนักงานคณะกรรมการคุ้มครองผู้บริโภคได้ หากยังไม่ได้รับเงินคืน ฟ้องเป็นคดีผู้บริโภคได้ ซึ่งยื่นด้วยวาจาได้ ต้องฟ้องภายในหนึ่งปีนับแต่พบความชำรุด',
  },
  {
    caseType: 'แพ่ง',
    lang: 'th',
    title: 'ถูกรถชนแล้วคู่กรณีไม่ยอมชดใช้ค่าเสียหาย',
    question:
      'ขี่รถจักรยานยนต์แล้วถูกรถยนต์ที่ฝ่าไฟแดงชน ได้รับบาดเจ็บและรถเสียหาย ตำรวจลงบันทึกไว้แล้ว แต่คู่กรณีไม่ยอมเจรจาชดใช้ ควรทำอย่างไรต่อ',
    answer:
      'ผู้ที่ทำละเมิดต้องชดใช้ค่ารักษาพยาบาล ค่าซ่อมรถ ค่าขาดรายได้ระหว่างรักษาตัว และค่าเสียหายอื่นที่พิสูจน์ได้ (ประมวลกฎหมายแพ่งและพาณิชย์ มาตรา 420 และ 438) ค่ารักษาเบื้องต้นเบิกจากประกันภัยตามกฎหมายคุ้มครองผู้ประสบภัยจากรถได้ก่อนโดยไม่ต้องรอพิสูจน์ความผิด หากคู่กรณีมีประกันภาคสมัครใจให้ยื่นเรียกร้องต่อบริษัทประกันโดยตรง ขอสำเนาบันทึกประจำวันของตำรวจ ใบรับรองแพทย์และใบเสร็จทุกใบ หากตกลงกันไม่ได้ต้องฟ้องภายในหนึ่งปีนับแต่รู้ตัวผู้ทำละเมิด',
  },
  {
    caseType: 'แพ่ง',
    lang: 'th',
    title: 'ย้ายออกจากห้องเช่าแล้วผู้ให้เช่าไม่คืนเงินประกัน',
    question:
      'เช่าห้องในอพาร์ตเมนต์มาสองปี ย้ายออกตามสัญญา คืนห้องในสภาพเรียบร้อย ผ่านมาหนึ่งเดือนแล้วผู้ให้เช่ายังไม่คืนเงินประกันและไม่บอกเหตุผล ควรทำอย่างไร',
    answer:
      'เงินประกันการเช่าต้องคืนเมื่อสัญญาสิ้นสุด หักได้เฉพาะความเสียหายที่ผู้เช่าก่อและค่าใช้จ่ายค้างชำระที่พิสูจน์ได้ ผู้ให้เช่าที่ประกอบธุรกิจให้เช่าที่อยู่อาศัยตั้งแต่ห้ายูนิตขึ้นไปต้องคืนเงินประกันภายในเจ็ดวันนับแต่สัญญาสิ้นสุด ตามประกาศคณะกรรมการว่าด้วยสัญญาเรื่องธุรกิจให้เช่าอสังหาริมทรัพย์เพื่ออยู่อาศัย ควรส่งหนังสือทวงถามพร้อมภาพถ่ายสภาพห้องวันคืนห้อง ร้องเรียนต่อสำนักงานคณะกรรมการคุ้มครองผู้บริโภค หรือฟ้องเป็นคดีผู้บริโภคได้',
  },
  // Criminal
  {
    caseType: 'อาญา',
    lang: 'th',
    title: 'ถูกหลอกให้โอนเงินซื้อของออนไลน์ ต้องแจ้งความอย่างไร',
    question:
      'โอนเงินซื้อโทรศัพท์มือถือจากเพจที่โฆษณาในโซเชียลมีเดีย โอนแล้วผู้ขายบล็อกทุกช่องทาง ไม่ได้รับของ อยากได้เงินคืนและอยากให้ดำเนินคดี',
    answer:
      'การหลอกขายของออนไลน์เป็นความผิดฐานฉ้อโกงและนำเข้าข้อมูลเท็จสู่ระบบคอมพิวเตอร์ ควรแจ้งธนาคารของตนทันทีเพื่อขอระงับบัญชีปลายทาง แล้วแจ้งความผ่านระบบแจ้งความออนไลน์ของสำนักงานตำรวจแห่งชาติหรือที่สถานีตำรวจ เตรียมหลักฐานการโอน หน้าโฆษณา บทสนทนา และชื่อบัญชีผู้รับเงิน ความผิดฐานฉ้อโกงเป็นความผิดอันยอมความได้ ต้องร้องทุกข์ภายในสามเดือนนับแต่รู้เรื่องและรู้ตัวผู้กระทำ (ประมวลกฎหมายอาญา มาตรา 96) เมื่อพบตัวผู้กระทำ เรียกให้คืนเงินไปพร้อมกับคดีอาญาได้',
  },
  {
    caseType: 'อาญา',
    lang: 'th',
    title: 'รีวิวร้านอาหารตามจริงแล้วถูกขู่ฟ้องหมิ่นประมาท',
    question:
      'เขียนรีวิวร้านอาหารว่าอาหารไม่สดและพนักงานพูดจาไม่สุภาพ มีรูปถ่ายประกอบ เจ้าของร้านส่งข้อความมาว่าจะแจ้งความหมิ่นประมาทถ้าไม่ลบ จะผิดจริงไหม',
    answer:
      'การแสดงความคิดเห็นโดยสุจริตและติชมด้วยความเป็นธรรมต่อสิ่งที่เปิดให้สาธารณชนใช้บริการ ได้รับยกเว้นความผิดฐานหมิ่นประมาท (ประมวลกฎหมายอาญา มาตรา 329) รีวิวที่เล่าประสบการณ์จริงด้วยถ้อยคำสุภาพและมีหลักฐาน เช่น ใบเสร็จและรูปถ่าย จึงมีน้ำหนักมาก ควรเก็บหลักฐานการใช้บริการไว้ หลีกเลี่ยงคำหยาบหรือการกล่าวเกินข้อเท็จจริง หากได้รับหมายเรียก ให้ไปพบพนักงานสอบสวนตามนัดพร้อมทนายความ และขอให้การเป็นหนังสือภายหลังได้',
  },
  {
    caseType: 'อาญา',
    lang: 'th',
    title: 'ญาติถูกจับ จะขอประกันตัวได้อย่างไร',
    question:
      'น้องชายถูกตำรวจจับเมื่อเช้านี้ในข้อหาเกี่ยวกับการทำร้ายร่างกาย ตอนนี้อยู่ที่สถานีตำรวจ ครอบครัวไม่เคยมีเรื่องแบบนี้ ต้องเตรียมอะไรเพื่อขอประกันตัว',
    answer:
      'ผู้ถูกจับมีสิทธิพบและปรึกษาทนายความ แจ้งญาติ และขอปล่อยชั่วคราวได้ทั้งในชั้นพนักงานสอบสวนและชั้นศาล ตำรวจควบคุมตัวได้ไม่เกินสี่สิบแปดชั่วโมงก่อนต้องนำตัวไปศาล ญาติยื่นคำร้องขอปล่อยชั่วคราวได้ โดยใช้หลักประกันเป็นเงินสด หลักทรัพย์ หรือบุคคลที่มีตำแหน่งรับรอง หากไม่มีหลักประกันพอ ขอความช่วยเหลือจากกองทุนยุติธรรมได้ เตรียมบัตรประชาชนของผู้ยื่นคำร้อง ทะเบียนบ้าน และเอกสารหลักประกันไปด้วย',
  },
  {
    caseType: 'อาญา',
    lang: 'zh',
    title: '在泰国被指控醉酒驾驶怎么办',
    question:
      '朋友在芭提雅开车时被警察拦下，酒精检测超标，被带到警察局。他是外国人，不会说泰语，接下来会怎么处理？',
    answer:
      '泰国法律规定，血液酒精浓度超过每百毫升五十毫克即属醉酒驾驶；持临时驾照或未满二十岁者的标准为二十毫克。此类案件通常很快移送法院，法院可判处监禁或罚金，并暂扣或吊销驾照，如造成他人受伤，处罚更重。外国人有权要求翻译，并有权会见律师。建议如实陈述、配合程序，尽早请律师了解案情并协助办理保释。判决记录可能影响签证，请同时关注移民局的要求。',
  },
  // Labour
  {
    caseType: 'แรงงาน',
    lang: 'th',
    title: 'ถูกเลิกจ้างโดยไม่ได้รับค่าชดเชย มีสิทธิอะไรบ้าง',
    question:
      'ทำงานบริษัทเอกชนมาห้าปี บริษัทแจ้งเลิกจ้างโดยบอกล่วงหน้าเพียงสามวันเพราะขาดทุน ไม่ได้ทำผิดอะไร บริษัทบอกว่าจะไม่จ่ายค่าชดเชย',
    answer:
      'การเลิกจ้างเพราะขาดทุนไม่ใช่เหตุยกเว้นค่าชดเชย ลูกจ้างที่ทำงานครบสามปีแต่ไม่ถึงหกปีมีสิทธิได้ค่าชดเชยไม่น้อยกว่าค่าจ้างหนึ่งร้อยแปดสิบวัน (พระราชบัญญัติคุ้มครองแรงงาน มาตรา 118) และเมื่อบอกล่วงหน้าไม่ถึงหนึ่งงวดการจ่ายค่าจ้าง นายจ้างต้องจ่ายค่าจ้างแทนการบอกกล่าวล่วงหน้าด้วย ยื่นคำร้องต่อพนักงานตรวจแรงงานในพื้นที่ได้ หรือฟ้องต่อศาลแรงงาน ควรเก็บหนังสือเลิกจ้าง สลิปเงินเดือน และขึ้นทะเบียนว่างงานกับสำนักงานประกันสังคมภายในสามสิบวัน',
  },
  {
    caseType: 'แรงงาน',
    lang: 'th',
    title: 'หัวหน้าให้เขียนใบลาออกแทนการเลิกจ้าง ควรเซ็นไหม',
    question:
      'หัวหน้าเรียกไปคุยและบอกว่าให้เขียนใบลาออกเอง ถ้าไม่เขียนจะถูกเลิกจ้างและประวัติจะเสีย ไม่อยากลาออก ถ้าเซ็นไปแล้วจะเสียสิทธิอะไรบ้าง',
    answer:
      'การลาออกเป็นการเลิกสัญญาโดยความประสงค์ของลูกจ้าง จึงไม่มีสิทธิได้ค่าชดเชยตามกฎหมายคุ้มครองแรงงาน และได้เงินทดแทนกรณีว่างงานจากประกันสังคมน้อยกว่ากรณีถูกเลิกจ้าง ไม่ควรเซ็นใบลาออกหากไม่ได้ต้องการลาออกจริง หากนายจ้างต้องการเลิกจ้าง ให้นายจ้างออกหนังสือเลิกจ้างเอง หากถูกบังคับให้เขียน ควรบันทึกรายละเอียดการพูดคุย วันเวลา และพยาน เพราะการลาออกที่เกิดจากการข่มขู่ อาจพิสูจน์ต่อศาลแรงงานว่าเป็นการเลิกจ้างได้',
  },
  {
    caseType: 'แรงงาน',
    lang: 'th',
    title: 'ทำงานล่วงเวลาทุกวันแต่ไม่ได้ค่าล่วงเวลา',
    question:
      'บริษัทให้ทำงานเกินเวลาเลิกงานทุกวันวันละสองชั่วโมง และบางครั้งทำในวันหยุดด้วย แต่ไม่เคยจ่ายค่าล่วงเวลาเลย จะเรียกย้อนหลังได้ไหม',
    answer:
      'ค่าล่วงเวลาในวันทำงานต้องไม่น้อยกว่าหนึ่งเท่าครึ่งของค่าจ้างต่อชั่วโมง และการทำงานล่วงเวลาในวันหยุดไม่น้อยกว่าสามเท่า (พระราชบัญญัติคุ้มครองแรงงาน มาตรา 61 และ 63) เรียกย้อนหลังได้ภายในอายุความสองปี ควรรวบรวมหลักฐานเวลาเข้าออกงาน ข้อความสั่งงานนอกเวลา และสลิปเงินเดือน แล้วยื่นคำร้องต่อพนักงานตรวจแรงงาน ซึ่งมีอำนาจออกคำสั่งให้นายจ้างจ่าย หรือฟ้องต่อศาลแรงงาน นายจ้างจะเลิกจ้างเพราะลูกจ้างใช้สิทธินี้ไม่ได้',
  },
  {
    caseType: 'แรงงาน',
    lang: 'en',
    title: 'Dismissed without notice as a foreign employee: do I get severance?',
    question:
      'I am a foreign employee in Bangkok with a work permit. After two years my employer ended my contract with no notice and no reason. Am I entitled to severance like Thai employees?',
    answer:
      'Yes. The Labour Protection Act protects every employee in Thailand regardless of nationality. After at least one year but less than three years of service, severance is at least 90 days of your last wages (section 118), and without proper notice the employer also owes pay in lieu of notice. You can file a claim with the labour inspector or the Labour Court, which provides interpreters. Keep your contract, payslips and the termination message. Your visa and work permit are tied to the job, so check promptly with immigration how long you may stay while you change employer.',
  },
  // Family
  {
    caseType: 'ครอบครัว',
    lang: 'th',
    title: 'ตกลงหย่ากันได้แล้ว ต้องไปจดทะเบียนหย่าอย่างไร',
    question:
      'สามีภรรยาตกลงหย่ากันได้แล้ว มีลูกหนึ่งคนอายุแปดขวบและบ้านที่ซื้อร่วมกันหลังแต่งงานหนึ่งหลัง ต้องเตรียมอะไรไปจดทะเบียนหย่าบ้าง',
    answer:
      'การหย่าโดยความยินยอมทำได้ที่สำนักงานเขตหรือที่ว่าการอำเภอใดก็ได้ คู่สมรสทั้งสองต้องไปด้วยตนเองพร้อมบัตรประชาชน ทะเบียนสมรส และพยานสองคน ควรทำบันทึกข้อตกลงแนบท้ายทะเบียนหย่าให้ชัดว่าใครใช้อำนาจปกครองลูก ค่าอุปการะเลี้ยงดูเดือนละเท่าใดจนลูกอายุเท่าใด และแบ่งบ้านซึ่งเป็นสินสมรสอย่างไร ข้อตกลงนี้บังคับได้ตามกฎหมาย หากอีกฝ่ายไม่ทำตาม ฟ้องศาลเยาวชนและครอบครัวได้ หากตกลงกันไม่ได้ทุกเรื่อง ต้องฟ้องหย่าต่อศาลแทน',
  },
  {
    caseType: 'ครอบครัว',
    lang: 'th',
    title: 'หย่าแล้วอีกฝ่ายหยุดจ่ายค่าเลี้ยงดูบุตร',
    question:
      'ตอนจดทะเบียนหย่าตกลงกันว่าอีกฝ่ายจะจ่ายค่าเลี้ยงดูลูกทุกเดือน จ่ายมาได้ปีเดียวก็หยุด ติดต่อไปก็ไม่ตอบ จะบังคับให้จ่ายได้อย่างไร',
    answer:
      'ข้อตกลงเรื่องค่าอุปการะเลี้ยงดูบุตรที่บันทึกไว้ในทะเบียนหย่าเป็นสัญญาที่บังคับได้ ยื่นฟ้องต่อศาลเยาวชนและครอบครัวเพื่อเรียกค่าเลี้ยงดูที่ค้างและให้ศาลสั่งให้จ่ายต่อไปได้ เมื่อมีคำพิพากษาแล้วยังไม่จ่าย ขอให้กรมบังคับคดีอายัดเงินเดือนหรือยึดทรัพย์ได้ ควรเก็บหลักฐานการโอนที่ผ่านมาและข้อความทวงถาม หากรายได้ของอีกฝ่ายหรือความจำเป็นของลูกเปลี่ยนไป ขอให้ศาลเพิ่มหรือลดจำนวนได้ ผู้ที่มีรายได้น้อยขอความช่วยเหลือทางกฎหมายจากสภาทนายความได้',
  },
  {
    caseType: 'ครอบครัว',
    lang: 'th',
    title: 'ไม่ได้จดทะเบียนสมรส พ่อมีสิทธิในตัวลูกไหม',
    question:
      'อยู่กินกันโดยไม่ได้จดทะเบียนสมรส มีลูกด้วยกันหนึ่งคน ตอนนี้แยกกันอยู่ ฝ่ายชายอยากมีสิทธิดูแลลูกและอยากใส่ชื่อเป็นพ่อตามกฎหมาย ต้องทำอย่างไร',
    answer:
      'เมื่อพ่อแม่ไม่ได้จดทะเบียนสมรส ลูกเป็นบุตรชอบด้วยกฎหมายของแม่ฝ่ายเดียว แม่จึงเป็นผู้ใช้อำนาจปกครอง พ่อจะมีสิทธิและหน้าที่อย่างพ่อตามกฎหมายได้ด้วยการจดทะเบียนรับรองบุตรที่สำนักงานเขตหรืออำเภอ ซึ่งต้องได้รับความยินยอมของแม่และของลูกหากลูกโตพอจะให้ความยินยอมได้ หากไม่ได้รับความยินยอม ยื่นคำร้องต่อศาลเยาวชนและครอบครัวได้ เมื่อเป็นบุตรชอบด้วยกฎหมายแล้วจึงขอให้ศาลกำหนดอำนาจปกครองหรือสิทธิติดต่อเยี่ยมเยียนได้',
  },
  {
    caseType: 'ครอบครัว',
    lang: 'en',
    title: 'Marrying a Thai citizen: what happens to property bought before the marriage?',
    question:
      'I am a foreigner planning to register my marriage to a Thai partner. We each own some property already. What belongs to whom after the wedding, and can we agree on it in advance?',
    answer:
      "Property each of you owns before the marriage stays personal property (sin suan tua), and so do gifts and inheritance received during it; income from personal property and what you acquire together during the marriage is marital property (sin somros), managed jointly. You may change these rules with a prenuptial agreement, which is valid only if it is made in writing and registered together with the marriage. A foreigner cannot own land in Thailand; when the Thai spouse buys land, the land office asks the foreign spouse to confirm in writing that the money is the Thai spouse's own.",
  },
  // Land
  {
    caseType: 'ที่ดิน',
    lang: 'th',
    title: 'รั้วของเพื่อนบ้านรุกล้ำเข้ามาในที่ดิน',
    question:
      'ให้สำนักงานที่ดินมารังวัดใหม่ พบว่ารั้วคอนกรีตของบ้านข้าง ๆ ล้ำเข้ามาในที่ดินของเราเกือบหนึ่งเมตร เขาสร้างมาประมาณห้าปีแล้ว จะให้รื้อได้ไหม',
    answer:
      'เจ้าของที่ดินมีสิทธิขัดขวางไม่ให้ผู้อื่นใช้ที่ดินโดยไม่มีสิทธิ และเรียกให้รื้อสิ่งที่รุกล้ำได้ หากผู้สร้างสร้างโดยสุจริตเพราะเข้าใจแนวเขตผิด กฎหมายให้เจ้าของที่ดินเรียกค่าใช้ที่ดินและให้จดทะเบียนภาระจำยอมแทนการรื้อ (ประมวลกฎหมายแพ่งและพาณิชย์ มาตรา 1312) หากสร้างโดยไม่สุจริตจึงเรียกให้รื้อได้ เพราะรั้วอยู่มาห้าปี ยังไม่ครบสิบปีที่อาจอ้างการครอบครองปรปักษ์ ควรส่งหนังสือแจ้งพร้อมผลการรังวัดและเจรจาก่อน แล้วจึงฟ้องต่อศาล',
  },
  {
    caseType: 'ที่ดิน',
    lang: 'th',
    title: 'ที่ดินไม่มีทางออกสู่ถนน ขอทางจำเป็นได้ไหม',
    question:
      'ซื้อที่ดินแปลงหนึ่งไว้ทำสวน ภายหลังพบว่าถูกล้อมด้วยที่ดินของคนอื่นทุกด้าน ไม่มีทางเข้าออกถึงถนนสาธารณะ เจ้าของที่ดินข้างเคียงไม่ยอมให้ผ่าน',
    answer:
      'เจ้าของที่ดินที่ถูกล้อมจนไม่มีทางออกถึงทางสาธารณะ มีสิทธิผ่านที่ดินข้างเคียงเพื่อออกสู่ทางสาธารณะได้ เรียกว่าทางจำเป็น (ประมวลกฎหมายแพ่งและพาณิชย์ มาตรา 1349) โดยต้องเลือกทางที่เสียหายแก่ที่ดินข้างเคียงน้อยที่สุด และต้องชดใช้ค่าทดแทนให้เจ้าของที่ดินนั้น หากที่ดินถูกล้อมเพราะแบ่งแยกมาจากแปลงเดิม ต้องขอผ่านที่ดินแปลงที่แบ่งแยกด้วยกันโดยไม่ต้องเสียค่าทดแทน (มาตรา 1350) ควรเจรจาและทำข้อตกลงเป็นหนังสือ หากตกลงกันไม่ได้ยื่นฟ้องต่อศาลให้เปิดทางได้',
  },
  {
    caseType: 'ที่ดิน',
    lang: 'th',
    title: 'มีคนเสนอขายที่ดิน ส.ป.ก. ซื้อได้หรือไม่',
    question:
      'มีคนเสนอขายที่ดินที่มีเอกสาร ส.ป.ก. 4-01 ในราคาถูกกว่าที่ดินโฉนดมาก บอกว่าทำสัญญาซื้อขายกันเองได้ ซื้อไว้ทำบ้านสวนจะมีปัญหาอะไรไหม',
    answer:
      'ที่ดิน ส.ป.ก. เป็นที่ดินที่รัฐจัดให้เกษตรกรทำประโยชน์ทางเกษตร ผู้ได้รับสิทธิจะซื้อขายหรือโอนให้ผู้อื่นไม่ได้ เว้นแต่ตกทอดทางมรดกหรือโอนตามที่กฎหมายการปฏิรูปที่ดินกำหนด สัญญาซื้อขายกันเองจึงเป็นโมฆะ ผู้ซื้อไม่ได้สิทธิในที่ดิน เรียกเงินคืนได้ยาก และอาจถูกสำนักงานการปฏิรูปที่ดินเรียกคืนที่ดินได้ การปลูกสร้างบ้านพักที่ไม่ใช่เพื่อเกษตรกรรมก็ขัดกับวัตถุประสงค์ ก่อนซื้อที่ดินใดควรตรวจสอบประเภทเอกสารสิทธิที่สำนักงานที่ดินหรือสำนักงานการปฏิรูปที่ดินจังหวัด',
  },
  // Business
  {
    caseType: 'ธุรกิจ',
    lang: 'th',
    title: 'จดทะเบียนบริษัทจำกัดต้องมีผู้ถือหุ้นกี่คน',
    question:
      'ขายของออนไลน์มาสองปี รายได้เพิ่มขึ้นมาก อยากเปลี่ยนจากบุคคลธรรมดาเป็นบริษัทจำกัด ต้องมีผู้ถือหุ้นกี่คน และต้องทำอะไรบ้าง',
    answer:
      'ตั้งแต่ปี 2566 บริษัทจำกัดมีผู้เริ่มก่อการและผู้ถือหุ้นตั้งแต่สองคนขึ้นไปได้ ขั้นตอนคือจองชื่อนิติบุคคล จัดทำหนังสือบริคณห์สนธิ ประชุมจัดตั้งบริษัท แล้วยื่นจดทะเบียนต่อกรมพัฒนาธุรกิจการค้าผ่านระบบออนไลน์หรือที่สำนักงาน เมื่อเป็นบริษัทแล้วต้องมีผู้สอบบัญชีรับอนุญาต ยื่นงบการเงินทุกปี และเสียภาษีเงินได้นิติบุคคลแทนภาษีบุคคลธรรมดา ควรวางแผนเรื่องการโอนสินค้าคงเหลือ บัญชีธนาคาร และสัญญากับคู่ค้ามาเป็นชื่อบริษัท รวมทั้งตรวจว่าต้องจดทะเบียนภาษีมูลค่าเพิ่มหรือไม่',
  },
  {
    caseType: 'ธุรกิจ',
    lang: 'en',
    title: 'Can a foreigner hold the majority of shares in a Thai company?',
    question:
      'I want to open a small design agency in Chiang Mai with a Thai friend. I would put in most of the capital. Can I hold the majority of the shares, and what should we avoid?',
    answer:
      "A company in which foreigners hold half of the shares or more is a foreign company under the Foreign Business Act, and many service businesses are on its List Three: it may run them only with a Foreign Business Licence, a Board of Investment promotion, or under a treaty such as the Thai–US Treaty of Amity. Holding shares through Thai nominees who do not really invest is a criminal offence for both sides. Alternatives are a Thai majority company with a shareholders' agreement protecting the minority investor, or applying for a licence. Check the rules on work permits and minimum capital before you decide.",
  },
  {
    caseType: 'ธุรกิจ',
    lang: 'zh',
    title: '泰国供应商不按合同交货怎么办',
    question:
      '我们公司在曼谷和一家泰国工厂签了供货合同，对方收了订金后一直延期交货，现在干脆不回复了。我们可以怎样追讨？',
    answer:
      '首先请整理合同、订单、付款凭证和往来信息，确认合同中关于交货期限、违约责任和争议解决方式的约定。一般应先以书面形式催告对方在合理期限内履行，逾期仍不履行，可以解除合同并要求返还已付款项和赔偿损失。合同约定仲裁的，应按约定提交仲裁；没有约定的，可向泰国法院起诉。商人之间的货款等债权有较短的诉讼时效，请尽早行动。文件如为中文，提交法院前须附泰文翻译。',
  },
  // Intellectual property
  {
    caseType: 'ทรัพย์สินทางปัญญา',
    lang: 'th',
    title: 'ร้านค้าออนไลน์ใช้ชื่อแบรนด์เหมือนของเรา',
    question:
      'เราขายสบู่แฮนด์เมดภายใต้ชื่อแบรนด์ที่จดเครื่องหมายการค้าไว้แล้ว พบร้านในแพลตฟอร์มออนไลน์ใช้ชื่อและโลโก้แทบเหมือนกันขายสินค้าคุณภาพต่ำกว่า ลูกค้าสับสน',
    answer:
      'เจ้าของเครื่องหมายการค้าที่จดทะเบียนแล้วมีสิทธิแต่ผู้เดียวในการใช้กับสินค้าที่จดไว้ การใช้เครื่องหมายที่เหมือนหรือคล้ายจนทำให้สาธารณชนสับสนเป็นความผิดทางอาญาตามพระราชบัญญัติเครื่องหมายการค้า และเรียกค่าเสียหายทางแพ่งได้ด้วย ควรบันทึกหน้าร้าน ภาพสินค้า และสั่งซื้อเก็บไว้เป็นหลักฐาน แจ้งแพลตฟอร์มให้นำสินค้าลงพร้อมสำเนาหนังสือสำคัญการจดทะเบียน ส่งหนังสือเตือนให้หยุดใช้ และหากยังฝ่าฝืน ร้องทุกข์ต่อกองบังคับการปราบปรามการกระทำความผิดเกี่ยวกับการละเมิดทรัพย์สินทางปัญญาหรือกรมทรัพย์สินทางปัญญา',
  },
  {
    caseType: 'ทรัพย์สินทางปัญญา',
    lang: 'th',
    title: 'เปิดเพลงในร้านกาแฟต้องขออนุญาตหรือไม่',
    question:
      'เพิ่งเปิดร้านกาแฟเล็ก ๆ เปิดเพลงจากแอปฟังเพลงที่สมัครแบบส่วนตัว มีคนมาบอกว่าเป็นตัวแทนค่ายเพลงและจะดำเนินคดีถ้าไม่จ่ายค่าลิขสิทธิ์ ควรทำอย่างไร',
    answer:
      'การเปิดเพลงในร้านเพื่อให้ลูกค้าฟังเป็นการเผยแพร่ต่อสาธารณชน ซึ่งต้องได้รับอนุญาตจากเจ้าของลิขสิทธิ์หรือองค์กรจัดเก็บค่าลิขสิทธิ์ที่ได้รับมอบหมาย บัญชีแอปแบบส่วนตัวมักอนุญาตให้ฟังส่วนตัวเท่านั้น ก่อนตกลงใด ๆ ให้ขอดูบัตรประจำตัวและหนังสือมอบอำนาจ และตรวจสอบว่าองค์กรนั้นจดแจ้งกับกรมทรัพย์สินทางปัญญาและดูแลเพลงที่ร้านเปิดจริง ขอใบอนุญาตเป็นหนังสือทุกครั้ง อีกทางหนึ่งคือใช้บริการเพลงสำหรับธุรกิจที่รวมสิทธิการเผยแพร่ไว้แล้ว',
  },
  {
    caseType: 'ทรัพย์สินทางปัญญา',
    lang: 'en',
    title: 'Another seller is using my product photos',
    question:
      'I run a small online shop and take all my product photos myself. A competing shop copied several of them into its own listings. I never registered anything. Can I make them stop?',
    answer:
      "Yes. Photographs are protected by copyright from the moment they are taken, without registration, and the copyright belongs to you as the photographer. Copying them into another shop's listings for sale infringes your copyright, which in Thailand is both a civil wrong and, when done for commercial purposes, a criminal offence. Keep your original files with their dates, take screenshots of the copied listings, and send the platform a takedown notice. A written warning to the seller often ends it; if not, you can file a complaint with the police or sue for damages.",
  },
  // International trade
  {
    caseType: 'การค้าระหว่างประเทศ',
    lang: 'en',
    title: 'Customs assessed extra duty on my import: can I appeal?',
    question:
      'I import furniture parts into Thailand. Customs re-classified my last shipment under a different tariff code and assessed additional duty. I think their classification is wrong. What can I do?',
    answer:
      "Under the Customs Act 2017 you may appeal an assessment to the Board of Appeal within 30 days of receiving the assessment notice; keep that date in mind, because a late appeal is rejected. Gather the technical specifications, photos and the supplier's documents that support your tariff code, and consider asking Customs for an advance ruling on classification for future shipments. You may have to pay or guarantee the assessed amount to release the goods while the appeal runs. If the Board rejects the appeal, the decision can be taken to the Tax Court.",
  },
  {
    caseType: 'การค้าระหว่างประเทศ',
    lang: 'zh',
    title: '从中国进口货物到泰国，合同要注意什么',
    question:
      '我们准备从中国工厂进口一批建材到泰国销售，这是第一次做进口。签订买卖合同时应该注意哪些法律问题？',
    answer:
      '泰国不是《联合国国际货物销售合同公约》的缔约国，因此合同中应明确约定适用的法律和争议解决方式，例如在泰国仲裁院或双方认可的仲裁机构仲裁。请写清国际贸易术语（如 FOB、CIF）、交货时间、质量标准和验货方式、付款方式（信用证更有保障）以及违约责任。部分建材进口泰国前需取得泰国工业标准认证，请先向相关机构确认许可要求。合同最好同时有英文或泰文版本，并约定以哪种文本为准。',
  },
  {
    caseType: 'การค้าระหว่างประเทศ',
    lang: 'th',
    title: 'ส่งออกสินค้าแล้วผู้ซื้อต่างประเทศไม่ชำระเงิน',
    question:
      'ส่งออกผลไม้แปรรูปให้ผู้ซื้อในต่างประเทศตามใบสั่งซื้อทางอีเมล ส่งของแล้วผู้ซื้อบอกว่าสินค้าไม่ได้มาตรฐานและไม่ยอมชำระเงิน ไม่มีสัญญาฉบับเต็ม',
    answer:
      'ใบสั่งซื้อ ใบแจ้งหนี้ และอีเมลที่ตอบรับกันใช้เป็นหลักฐานของสัญญาซื้อขายได้ ควรรวบรวมเอกสารการส่งออก ใบรับรองคุณภาพและผลตรวจสินค้าก่อนส่ง เพื่อโต้แย้งข้ออ้างเรื่องมาตรฐาน และขอให้ผู้ซื้อส่งผลตรวจจากหน่วยงานอิสระ ส่งหนังสือทวงถามเป็นทางการ หากไม่มีข้อตกลงเรื่องศาลหรืออนุญาโตตุลาการ การฟ้องอาจต้องทำในประเทศของผู้ซื้อ ซึ่งใช้เวลา การเจรจาหรือไกล่เกลี่ยจึงมักได้ผลกว่า สำหรับครั้งต่อไปควรทำสัญญาที่กำหนดกฎหมายที่ใช้และวิธีระงับข้อพิพาท ใช้เลตเตอร์ออฟเครดิต หรือทำประกันการส่งออก',
  },
  // Condominium
  {
    caseType: 'นิติบุคคลอาคารชุด',
    lang: 'th',
    title: 'นิติบุคคลอาคารชุดเรียกเก็บค่าส่วนกลางย้อนหลังหลายปี',
    question:
      'ซื้อคอนโดมือสองมาได้หนึ่งปี นิติบุคคลส่งหนังสือเรียกเก็บค่าส่วนกลางค้างจ่ายย้อนหลังสามปีพร้อมเงินเพิ่ม ทั้งที่เป็นช่วงที่เจ้าของเดิมยังเป็นเจ้าของ',
    answer:
      'เจ้าของห้องชุดต้องร่วมออกค่าใช้จ่ายส่วนกลางตามอัตราที่ข้อบังคับกำหนด และการจดทะเบียนโอนห้องชุดต้องมีหนังสือรับรองจากนิติบุคคลว่าไม่มีหนี้ค่าใช้จ่ายส่วนกลางค้าง (พระราชบัญญัติอาคารชุด มาตรา 18 และ 29) ควรตรวจดูว่าตอนโอนมีหนังสือรับรองปลอดหนี้หรือไม่ หากมี นิติบุคคลต้องเรียกเก็บหนี้ก่อนการโอนจากเจ้าของเดิม ไม่ใช่จากผู้ซื้อ ขอดูรายละเอียดการคำนวณ มติที่ประชุมที่กำหนดอัตรา และอายุความของแต่ละงวด แล้วตอบโต้เป็นหนังสือ',
  },
  {
    caseType: 'นิติบุคคลอาคารชุด',
    lang: 'th',
    title: 'น้ำรั่วจากห้องชั้นบนจนฝ้าห้องเราเสียหาย',
    question:
      'น้ำซึมจากห้องชั้นบนลงมาที่ฝ้าห้องน้ำของเราหลายเดือนแล้ว ฝ้าเริ่มบวมและมีเชื้อรา เจ้าของห้องชั้นบนบอกว่าไม่ใช่ความผิดของเขา ควรเรียกร้องจากใคร',
    answer:
      'ต้องหาต้นเหตุก่อน หากน้ำรั่วจากท่อหรืออุปกรณ์ภายในห้องชั้นบนซึ่งเป็นทรัพย์ส่วนบุคคล เจ้าของห้องชั้นบนต้องซ่อมและชดใช้ความเสียหาย หากรั่วจากท่อหรือโครงสร้างที่เป็นทรัพย์ส่วนกลาง นิติบุคคลอาคารชุดต้องรับผิดชอบ แจ้งผู้จัดการนิติบุคคลเป็นหนังสือให้ตรวจสอบร่วมกัน ถ่ายภาพและวิดีโอความเสียหายพร้อมวันที่ เก็บใบเสนอราคาการซ่อม หากมีประกันห้องชุด แจ้งบริษัทประกันด้วย หากตกลงกันไม่ได้ ฟ้องเรียกค่าเสียหายฐานละเมิดได้ภายในหนึ่งปีนับแต่รู้ตัวผู้ต้องรับผิด',
  },
  {
    caseType: 'นิติบุคคลอาคารชุด',
    lang: 'en',
    title: 'Can I rent out my condo unit by the night?',
    question:
      'I own a unit in a Bangkok condominium and want to list it on a short-stay booking platform. The juristic person says daily rentals are not allowed. Is that right?',
    answer:
      "Largely, yes. Renting rooms to guests for stays of less than 30 days is a hotel business under the Hotel Act, which needs a hotel licence that a single condominium unit normally cannot obtain; courts have fined owners for it. The condominium's regulations may also prohibit short stays, and they bind every co-owner. Monthly or longer rentals are allowed: use a written lease, register the tenant with the juristic person, and report a foreign tenant to immigration as the law requires.",
  },
  // Inheritance
  {
    caseType: 'มรดก',
    lang: 'th',
    title: 'พ่อเสียโดยไม่มีพินัยกรรม ต้องตั้งผู้จัดการมรดกไหม',
    question:
      'พ่อเสียชีวิตโดยไม่ได้ทำพินัยกรรม มีแม่ พี่น้องสามคน ที่ดินหนึ่งแปลงและเงินฝากธนาคารยังเป็นชื่อพ่อ ต้องทำอย่างไรจึงจะแบ่งกันได้',
    answer:
      'เมื่อไม่มีพินัยกรรม มรดกตกแก่ทายาทโดยธรรม ลูกทุกคนได้ส่วนเท่ากัน และคู่สมรสได้ส่วนเท่ากับลูกหนึ่งคน หลังจากแบ่งสินสมรสครึ่งหนึ่งให้คู่สมรสก่อน ธนาคารและสำนักงานที่ดินมักขอคำสั่งศาลตั้งผู้จัดการมรดก ทายาทตกลงกันเลือกผู้จัดการมรดก แล้วยื่นคำร้องต่อศาลพร้อมใบมรณบัตร ทะเบียนบ้าน เอกสารทรัพย์สิน และหนังสือยินยอมของทายาทอื่น สำนักงานอัยการคุ้มครองสิทธิช่วยยื่นคำร้องให้ได้ เมื่อศาลมีคำสั่งแล้ว ผู้จัดการมรดกนำไปโอนทรัพย์และแบ่งให้ทายาทตามส่วน',
  },
  {
    caseType: 'มรดก',
    lang: 'th',
    title: 'ผู้จัดการมรดกไม่ยอมแบ่งมรดกให้ทายาท',
    question:
      'พี่ชายคนโตได้รับแต่งตั้งเป็นผู้จัดการมรดกของแม่มาสองปีแล้ว โอนที่ดินเป็นชื่อตัวเองในฐานะผู้จัดการมรดกแต่ไม่ยอมแบ่งให้น้อง ๆ และไม่บอกว่าทำอะไรไปบ้าง',
    answer:
      'ผู้จัดการมรดกต้องทำบัญชีทรัพย์มรดก จัดการและแบ่งปันทรัพย์มรดกให้เสร็จภายในหนึ่งปีนับแต่ได้รับแต่งตั้ง เว้นแต่ทายาทหรือศาลกำหนดเวลาเป็นอย่างอื่น (ประมวลกฎหมายแพ่งและพาณิชย์ มาตรา 1732) และต้องทำหน้าที่เพื่อประโยชน์ของทายาททุกคน เมื่อผู้จัดการมรดกละเลยหน้าที่ ทายาทร้องขอต่อศาลให้ถอนผู้จัดการมรดกและตั้งคนใหม่ได้ (มาตรา 1727) และฟ้องขอแบ่งมรดกตามส่วนของตนได้ ที่ดินที่โอนมาในฐานะผู้จัดการมรดกยังเป็นทรัพย์มรดก ควรส่งหนังสือขอให้แสดงบัญชีทรัพย์มรดกก่อน และเก็บหนังสือนั้นไว้เป็นหลักฐาน',
  },
  {
    caseType: 'มรดก',
    lang: 'th',
    title: 'ทำพินัยกรรมยกบ้านให้ลูก ทำแบบไหนได้บ้าง',
    question:
      'อยากทำพินัยกรรมยกบ้านและที่ดินให้ลูกคนเล็กที่ดูแลตัวเองมาตลอด กลัวว่าภายหลังลูกคนอื่นจะโต้แย้ง ควรทำพินัยกรรมแบบไหนให้มีผลแน่นอน',
    answer:
      'พินัยกรรมที่ใช้กันมากมีสามแบบ แบบธรรมดาทำเป็นหนังสือ ลงวันที่ และลงลายมือชื่อต่อหน้าพยานสองคนพร้อมกัน แบบเขียนเองทั้งฉบับต้องเขียนด้วยลายมือของตนทั้งหมด ลงวันที่และลายมือชื่อ ไม่ต้องมีพยาน และแบบเอกสารฝ่ายเมืองทำต่อหน้านายอำเภอหรือผู้อำนวยการเขต ซึ่งโต้แย้งได้ยากที่สุดเพราะเจ้าหน้าที่ตรวจตัวผู้ทำและเก็บรักษาให้ พยานต้องไม่ใช่ผู้รับทรัพย์ตามพินัยกรรมหรือคู่สมรสของผู้รับ มิฉะนั้นข้อกำหนดที่ให้แก่ผู้นั้นตกไป ควรระบุทรัพย์ให้ชัดด้วยเลขที่โฉนดและตั้งผู้จัดการมรดกไว้ในพินัยกรรม',
  },
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A demo lawyer with an account who may answer: their listing, their user, what they practise and speak. */
export interface DemoAnsweringLawyer {
  lawyerId: string;
  userId: string;
  areas: readonly string[];
  languages: readonly string[];
  province: string | null;
}

/** The language a lawyer must speak to answer in `lang` (domain/lawyer-languages.ts values). */
const SPOKEN: Record<Lang, string> = { th: 'ไทย', en: 'อังกฤษ', zh: 'จีน' };

/** The ask form's specialty of a case type (domain/specialties.ts); the case type itself when none maps to it. */
function specialtyOf(caseType: string): string {
  return SPECIALTY_VALUES.find((s) => SPECIALTY_TO_CASE_TYPES[s].some((c) => c === caseType)) ?? caseType;
}

/**
 * Who answers: a lawyer who practises the case type, else a related one (domain/case-types.ts: no demo lawyer with
 * an account practises intellectual property, business or trade), else civil; one who speaks the answer's language
 * when there is one; the one with the fewest answers so far, so that the answers spread over many lawyers.
 */
function answeringLawyer(
  entry: DemoAnswer,
  lawyers: readonly DemoAnsweringLawyer[],
  used: Map<string, number>,
): DemoAnsweringLawyer {
  const related: readonly string[] = relatedCaseTypes([entry.caseType]);
  for (const types of [[entry.caseType], related, ['แพ่ง']]) {
    const practising = lawyers.filter((l) => l.areas.some((a) => types.includes(a)));
    const speaking = practising.filter((l) => l.languages.includes(SPOKEN[entry.lang]));
    const pool = speaking.length > 0 ? speaking : practising;
    if (pool.length === 0) continue;
    return [...pool].sort((a, b) => (used.get(a.lawyerId) ?? 0) - (used.get(b.lawyerId) ?? 0))[0]!;
  }
  return lawyers[0]!;
}

/**
 * Writes DEMO_ANSWERS: for each, a demo member's question (closed), the answering lawyer's accepted invitation and
 * answer in the thread, the member's thanks, the review right the lawyer's message opened, and the published
 * public answer (opted in a day after, answered by the lawyer, published by the administrator). Spread over the
 * last months, newest first in the list order. Returns how many it wrote.
 */
export async function seedDemoAnswers(
  tx: Tx,
  people: {
    askers: readonly { id: string; lang: Lang }[];
    lawyers: readonly DemoAnsweringLawyer[];
    admin: string;
  },
  now = new Date(),
): Promise<number> {
  if (people.lawyers.length === 0 || people.askers.length === 0)
    throw new Error('demo answer people missing');
  const used = new Map<string, number>();
  const start = now.getTime();
  for (const [i, entry] of DEMO_ANSWERS.entries()) {
    const lawyer = answeringLawyer(entry, people.lawyers, used);
    used.set(lawyer.lawyerId, (used.get(lawyer.lawyerId) ?? 0) + 1);
    const askers = people.askers.filter((a) => a.lang === entry.lang);
    const asker = (askers.length > 0 ? askers : people.askers)[i % Math.max(askers.length, 1)]!;
    // Asked 12 to 180 days ago, four to five days apart.
    const asked = new Date(start - (12 + ((i * 53) % 168)) * DAY - (i % 9) * HOUR);
    const accepted = new Date(asked.getTime() + 2 * HOUR);
    const answered = new Date(asked.getTime() + 3 * HOUR);
    const published = new Date(asked.getTime() + 4 * DAY);
    const [question] = await tx
      .insert(questions)
      .values({
        createdBy: asker.id,
        title: entry.title,
        content: entry.question,
        province: lawyer.province,
        specialties: [specialtyOf(entry.caseType)],
        languages: [SPOKEN[entry.lang]],
        status: 'closed',
        consentVersion: QUESTION_CONSENT_VERSION,
        consentedAt: asked,
        createdAt: asked,
        updatedAt: new Date(asked.getTime() + 2 * DAY),
      })
      .returning({ id: questions.id });
    const questionId = question!.id;
    await tx.insert(questionRecipients).values({
      questionId,
      recipientUserId: lawyer.userId,
      lawyerId: lawyer.lawyerId,
      assignedOrder: 1,
      status: 'accepted',
      invitedAt: asked,
      expiresAt: new Date(asked.getTime() + INVITATION_TTL_HOURS * HOUR),
      respondedAt: accepted,
    });
    await tx.insert(messages).values([
      { questionId, senderUserId: lawyer.userId, message: entry.answer, createdAt: answered },
      {
        questionId,
        senderUserId: asker.id,
        message: THANKS[entry.lang],
        createdAt: new Date(answered.getTime() + 2 * HOUR),
      },
    ]);
    await openQuestionReviewRight(tx, questionId, lawyer.userId, answered);
    const id = crypto.randomUUID();
    await tx.insert(publicAnswers).values({
      id,
      questionId,
      lawyerId: lawyer.lawyerId,
      slug: publicAnswerSlug(entry.title, id),
      lang: entry.lang,
      caseType: entry.caseType,
      province: lawyer.province,
      title: entry.title,
      questionText: entry.question,
      answerText: entry.answer,
      status: 'published',
      optedInAt: new Date(asked.getTime() + DAY),
      answeredAt: new Date(asked.getTime() + 2 * DAY),
      reviewedBy: people.admin,
      reviewedAt: published,
      publishedAt: published,
      createdAt: new Date(asked.getTime() + DAY),
      updatedAt: published,
    });
  }
  return DEMO_ANSWERS.length;
}

const THANKS: Record<Lang, string> = {
  th: 'ขอบคุณมากค่ะ ชัดเจนและทำตามได้เลย',
  en: 'Thank you, that is very clear.',
  zh: '谢谢，解释得很清楚。',
};
