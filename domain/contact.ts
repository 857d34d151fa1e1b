/** Emergency hotlines of the emergency page (public-area §2 "Emergency"). */
export const EMERGENCY_NUMBERS = [
  {
    number: '191',
    key: 'police',
    label: { th: 'แจ้งเหตุด่วนเหตุร้าย (ตำรวจ)', en: 'Police', zh: '报警' },
  },
  {
    number: '1669',
    key: 'medical',
    label: { th: 'เจ็บป่วยฉุกเฉิน', en: 'Medical emergency', zh: '医疗急救' },
  },
  {
    number: '1155',
    key: 'tourist_police',
    label: { th: 'ตำรวจท่องเที่ยว', en: 'Tourist police', zh: '旅游警察' },
  },
  {
    number: '1300',
    key: 'social_hotline',
    label: { th: 'ศูนย์ช่วยเหลือสังคม', en: 'Social assistance hotline', zh: '社会援助热线' },
  },
] as const;

export type EmergencyNumberKey = (typeof EMERGENCY_NUMBERS)[number]['key'];

/** The `tel:` link of a phone number as written ('02-000-0001' → 'tel:020000001'). */
export const telHref = (number: string) => `tel:${number.replace(/[^0-9+]/g, '')}`;
