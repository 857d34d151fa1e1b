import type { Lang } from '#domain/i18n.ts';
import { provinceLabel } from '#domain/provinces.ts';
import type { TFunction } from '#i18n/texts.ts';

/** The office of a booking's lawyer as the receipt knows it. */
export interface BookingOffice {
  address: string | null;
  province: string | null;
}

/**
 * Where and how a booking's meeting happens, in words (the receipt and its calendar file alike): at the office
 * (its address and province when the listing has them), a call from the lawyer to the number given, or a video
 * link sent before.
 */
export function bookingWhere(
  t: TFunction,
  lang: Lang,
  meetingType: string,
  office: BookingOffice | null,
): string {
  if (meetingType === 'phone') return t('bookingReceipt.wherePhone');
  if (meetingType === 'video') return t('bookingReceipt.whereVideo');
  const address = [office?.address?.trim(), office?.province ? provinceLabel(office.province, lang) : null]
    .filter(Boolean)
    .join(', ');
  return address ? t('bookingReceipt.whereOffice', { address }) : t('bookingReceipt.whereOfficeLater');
}
