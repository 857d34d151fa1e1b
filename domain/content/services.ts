import { FREE_FIRST_CONSULTATION_MINUTES, FREE_LABEL } from '../booking.ts';
import type { CaseTypeKey } from '../case-types.ts';
import { BAHT, FEE_UNIT_LABELS, formatBaht, formatFee } from '../fees.ts';
import type { Lang, Localized } from '../i18n.ts';

/**
 * The services page (docs/product-rules.md, "Pages and texts": six categories with price ranges, three packages).
 * Every number of the page lives here, once.
 */

export const SERVICE_CATEGORY_KEYS = ['criminal', 'family', 'business', 'labour', 'property', 'tax'] as const;
export type ServiceCategoryKey = (typeof SERVICE_CATEGORY_KEYS)[number];

export interface ServiceCategory {
  key: ServiceCategoryKey;
  title: Localized;
  description: Localized;
  services: readonly Localized[];
  /** Price range in baht. */
  priceMin: number;
  priceMax: number;
  /** Urgent matters are taken on quickly (criminal: arrest, bail). */
  urgent: boolean;
  /** Case type searched by the category's 'find a lawyer' link, when one matches. */
  caseType: CaseTypeKey | null;
}

export const SERVICE_CATEGORIES: readonly ServiceCategory[] = [
  {
    key: 'criminal',
    title: { th: 'คดีอาญา', en: 'Criminal cases', zh: '刑事案件' },
    description: {
      th: 'ให้คำปรึกษาและว่าความคดีอาญา ตั้งแต่ชั้นพนักงานสอบสวนจนถึงชั้นศาล',
      en: 'Advice and representation in criminal cases, from the police inquiry to the courts.',
      zh: '刑事案件的咨询与代理，从警方调查阶段到法院审理。',
    },
    services: [
      { th: 'ยื่นขอประกันตัว', en: 'Bail applications', zh: '申请保释' },
      { th: 'ว่าความแก้ต่างคดีอาญา', en: 'Criminal defence', zh: '刑事辩护' },
      { th: 'แจ้งความร้องทุกข์และกล่าวโทษ', en: 'Filing criminal complaints', zh: '报案与刑事控告' },
      { th: 'เจรจาไกล่เกลี่ยคดีที่ยอมความได้', en: 'Settling compoundable offences', zh: '可和解案件的调解' },
    ],
    priceMin: 5_000,
    priceMax: 20_000,
    urgent: true,
    caseType: 'criminal',
  },
  {
    key: 'family',
    title: { th: 'คดีครอบครัว', en: 'Family cases', zh: '家庭案件' },
    description: {
      th: 'ช่วยเหลือเรื่องการหย่า อำนาจปกครองบุตร ค่าเลี้ยงดู และการแบ่งสินสมรสอย่างเป็นธรรม',
      en: 'Help with divorce, child custody, maintenance and a fair division of marital property.',
      zh: '协助处理离婚、子女监护权、抚养费及夫妻共同财产的公平分割。',
    },
    services: [
      { th: 'จดทะเบียนหย่าและฟ้องหย่า', en: 'Divorce by consent or in court', zh: '协议离婚与诉讼离婚' },
      { th: 'อำนาจปกครองบุตร', en: 'Child custody', zh: '子女监护权' },
      { th: 'ค่าเลี้ยงดูบุตรและคู่สมรส', en: 'Child and spousal maintenance', zh: '子女及配偶抚养费' },
      { th: 'แบ่งสินสมรส', en: 'Division of marital property', zh: '夫妻共同财产分割' },
    ],
    priceMin: 3_000,
    priceMax: 15_000,
    urgent: false,
    caseType: 'family',
  },
  {
    key: 'business',
    title: { th: 'กฎหมายธุรกิจ', en: 'Business law', zh: '商业法律' },
    description: {
      th: 'ดูแลธุรกิจตั้งแต่การจัดตั้งบริษัท การทำสัญญา ไปจนถึงการระงับข้อพิพาททางการค้า',
      en: 'Support for businesses from company formation and contracts to commercial disputes.',
      zh: '为企业提供从公司设立、合同到商业纠纷解决的全程法律支持。',
    },
    services: [
      { th: 'จดทะเบียนจัดตั้งบริษัท', en: 'Company registration', zh: '公司注册' },
      { th: 'ร่างและตรวจสัญญา', en: 'Drafting and reviewing contracts', zh: '起草与审查合同' },
      { th: 'ข้อพิพาททางการค้า', en: 'Commercial disputes', zh: '商业纠纷' },
      { th: 'คุ้มครองทรัพย์สินทางปัญญา', en: 'Protecting intellectual property', zh: '知识产权保护' },
    ],
    priceMin: 8_000,
    priceMax: 50_000,
    urgent: false,
    caseType: 'business',
  },
  {
    key: 'labour',
    title: { th: 'คดีแรงงาน', en: 'Labour cases', zh: '劳动案件' },
    description: {
      th: 'ปกป้องสิทธิของลูกจ้างและให้คำแนะนำนายจ้างในข้อพิพาทด้านแรงงาน',
      en: 'Protecting employees’ rights and advising employers in labour disputes.',
      zh: '维护雇员权益，并为雇主处理劳动纠纷提供建议。',
    },
    services: [
      { th: 'เลิกจ้างไม่เป็นธรรม', en: 'Unfair dismissal', zh: '不公平解雇' },
      { th: 'ค่าชดเชยและค่าจ้างค้างจ่าย', en: 'Severance pay and unpaid wages', zh: '遣散费与拖欠工资' },
      { th: 'ตรวจสัญญาจ้างงาน', en: 'Reviewing employment contracts', zh: '审查劳动合同' },
      { th: 'ไกล่เกลี่ยข้อพิพาทแรงงาน', en: 'Mediating labour disputes', zh: '劳动纠纷调解' },
    ],
    priceMin: 4_000,
    priceMax: 18_000,
    urgent: false,
    caseType: 'labour',
  },
  {
    key: 'property',
    title: { th: 'อสังหาริมทรัพย์และที่ดิน', en: 'Property and land', zh: '房地产与土地' },
    description: {
      th: 'ตรวจสอบเอกสารสิทธิ์ ดูแลการซื้อขายและเช่า และช่วยแก้ข้อพิพาทเรื่องที่ดิน',
      en: 'Title checks, sales and leases, and help with land disputes.',
      zh: '产权文件核查、买卖与租赁事务，以及土地纠纷处理。',
    },
    services: [
      { th: 'ตรวจสอบโฉนดและเอกสารสิทธิ์', en: 'Checking title deeds', zh: '核查地契与产权文件' },
      { th: 'สัญญาซื้อขายและเช่า', en: 'Sale and lease agreements', zh: '买卖与租赁合同' },
      { th: 'ข้อพิพาทเรื่องที่ดินและแนวเขต', en: 'Land and boundary disputes', zh: '土地与地界纠纷' },
      { th: 'โอนที่ดินมรดก', en: 'Transferring inherited land', zh: '继承土地过户' },
    ],
    priceMin: 5_000,
    priceMax: 25_000,
    urgent: false,
    caseType: 'land',
  },
  {
    key: 'tax',
    title: { th: 'ภาษีอากร', en: 'Tax', zh: '税务' },
    description: {
      th: 'วางแผนภาษีให้ถูกต้อง และช่วยเหลือเมื่อมีข้อโต้แย้งกับกรมสรรพากร',
      en: 'Sound tax planning, and help when you disagree with the Revenue Department.',
      zh: '合规的税务筹划，并在与税务厅发生争议时提供协助。',
    },
    services: [
      { th: 'วางแผนภาษีบุคคลและนิติบุคคล', en: 'Personal and corporate tax planning', zh: '个人与企业税务筹划' },
      { th: 'อุทธรณ์การประเมินภาษี', en: 'Appealing tax assessments', zh: '税务评估申诉' },
      { th: 'ภาษีธุรกิจเฉพาะและภาษีที่ดิน', en: 'Specific business tax and land tax', zh: '特定营业税与土地税' },
      { th: 'ภาษีการรับมรดก', en: 'Inheritance tax', zh: '遗产税' },
    ],
    priceMin: 6_000,
    priceMax: 30_000,
    urgent: false,
    caseType: null,
  },
];

/** '5,000 - 20,000 บาท' / '5,000 - 20,000 baht' / '5,000 - 20,000 泰铢'. */
export function servicePriceText(
  category: Pick<ServiceCategory, 'priceMin' | 'priceMax'>,
  lang: Lang,
): string {
  return formatFee(category.priceMin, category.priceMax, null, lang) ?? '';
}

export const PACKAGE_KEYS = ['first', 'full', 'retainer'] as const;
export type PackageKey = (typeof PACKAGE_KEYS)[number];
export type PackagePeriod = 'session' | 'month';

export interface ConsultationPackage {
  key: PackageKey;
  name: Localized;
  /** Price in baht for one period; 0 is free. */
  price: number;
  period: PackagePeriod;
  /** Length of one consultation in minutes; null = unlimited consultations. */
  durationMinutes: number | null;
  /** Discount on litigation fees, in percent (0 = none). */
  litigationDiscountPercent: number;
  /** Recommended, shown as popular. */
  popular: boolean;
  features: readonly Localized[];
}

export const CONSULTATION_PACKAGES: readonly ConsultationPackage[] = [
  {
    // The first consultation booked through Tanai: its first minutes are free (domain/booking.ts).
    key: 'first',
    name: { th: 'ปรึกษาครั้งแรก', en: 'First consultation', zh: '首次咨询' },
    price: 0,
    period: 'session',
    durationMinutes: FREE_FIRST_CONSULTATION_MINUTES,
    litigationDiscountPercent: 0,
    popular: false,
    features: [
      {
        th: 'พบที่สำนักงาน วิดีโอคอล หรือโทรศัพท์',
        en: 'At the office, by video call or by phone',
        zh: '到办公室面谈、视频通话或电话',
      },
      { th: 'ประเมินปัญหาเบื้องต้น', en: 'A first assessment of your problem', zh: '初步评估您的问题' },
      { th: 'แนะนำขั้นตอนถัดไป', en: 'Advice on the next steps', zh: '建议下一步行动' },
    ],
  },
  {
    key: 'full',
    name: { th: 'ปรึกษาเต็มรูปแบบ', en: 'Full consult', zh: '全面咨询' },
    price: 1_500,
    period: 'session',
    durationMinutes: 60,
    litigationDiscountPercent: 0,
    popular: true,
    features: [
      { th: 'วิเคราะห์ข้อเท็จจริงและเอกสาร', en: 'Review of the facts and documents', zh: '分析事实与文件' },
      {
        th: 'สรุปทางเลือกทางกฎหมายพร้อมความเสี่ยง',
        en: 'Your legal options and their risks',
        zh: '总结法律选项及风险',
      },
      { th: 'ประมาณการค่าใช้จ่ายของคดี', en: 'An estimate of the case costs', zh: '估算案件费用' },
    ],
  },
  {
    key: 'retainer',
    name: { th: 'ทนายประจำ', en: 'Retainer', zh: '常年法律顾问' },
    price: 5_000,
    period: 'month',
    durationMinutes: null,
    litigationDiscountPercent: 20,
    popular: false,
    features: [
      { th: 'ทนายความดูแลประจำ', en: 'A dedicated lawyer', zh: '专属律师' },
      { th: 'ตรวจสัญญาและเอกสารเบื้องต้น', en: 'Routine contract and document checks', zh: '日常合同与文件审查' },
    ],
  },
];

const PER_MONTH: Localized = { th: 'ต่อเดือน', en: 'per month', zh: '每月' };

/** 'ฟรี' / 'Free' / '免费' (price 0), '1,500 บาท ต่อครั้ง' / '5,000 baht per month' / '1,500 泰铢（每次）'. */
export function packagePriceText(pkg: Pick<ConsultationPackage, 'price' | 'period'>, lang: Lang): string {
  if (pkg.price === 0) return FREE_LABEL[lang];
  const text = `${formatBaht(pkg.price)} ${BAHT[lang]}`;
  const period = pkg.period === 'month' ? PER_MONTH[lang] : FEE_UNIT_LABELS.per_session[lang];
  return lang === 'zh' ? `${text}（${period}）` : `${text} ${period}`;
}

/** '30 นาที', '1 hour', '不限次数咨询'. */
export function packageDurationText(minutes: number | null, lang: Lang): string {
  if (minutes === null)
    return { th: 'ปรึกษาได้ไม่จำกัด', en: 'Unlimited consultations', zh: '不限次数咨询' }[lang];
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return { th: `${hours} ชั่วโมง`, en: `${hours} ${hours === 1 ? 'hour' : 'hours'}`, zh: `${hours} 小时` }[
      lang
    ];
  }
  return { th: `${minutes} นาที`, en: `${minutes} minutes`, zh: `${minutes} 分钟` }[lang];
}

/** The feature lines of a package card: its length, its own features, then its discount. */
export function packageFeatureTexts(pkg: ConsultationPackage, lang: Lang): string[] {
  const lines = [packageDurationText(pkg.durationMinutes, lang), ...pkg.features.map((f) => f[lang])];
  if (pkg.litigationDiscountPercent > 0) {
    const pct = pkg.litigationDiscountPercent;
    lines.push(
      {
        th: `ส่วนลดค่าว่าความ ${pct}%`,
        en: `${pct}% discount on litigation fees`,
        zh: `诉讼代理费优惠 ${pct}%`,
      }[lang],
    );
  }
  return lines;
}

/** The four steps of the service process, in order; their texts are `info.services.process.<step>`. */
export const SERVICE_PROCESS_STEPS = ['contact', 'consult', 'plan', 'execute'] as const;
export type ServiceProcessStep = (typeof SERVICE_PROCESS_STEPS)[number];
