import { eq, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { ADMIN_COUNT_CAP, ADMIN_PAGE_SIZE } from '#domain/limits.ts';
import { readCursor } from '#domain/paging.ts';
import type { Db } from '../../db/client.ts';
import { cappedCount, keyset, keysetOrder, pageOf } from '../../db/keyset.ts';
import { appointmentRequests, lawyers } from '../../db/schema/index.ts';

/**
 * What is told of a request wherever it is shown (the admin's and the linked lawyer's lists, the e-mails about it):
 * who, how to reach them, what about, when and how to meet. Its choices are read as text (a list shows a value it
 * does not know as it is; an e-mail escapes every value alike).
 */
export interface AppointmentDetails {
  name: string;
  phone: string;
  email: string | null;
  specialty: string;
  description: string | null;
  urgency: string;
  /** 'YYYY-MM-DD' (a Bangkok calendar day). */
  preferredDate: string;
  timeSlot: string;
  meetingType: string;
}

/** What a list of requests shows of each (the admin screen, the linked lawyer's page). */
export const APPOINTMENT_REQUEST_FIELDS = {
  id: appointmentRequests.id,
  name: appointmentRequests.name,
  phone: appointmentRequests.phone,
  email: appointmentRequests.email,
  specialty: appointmentRequests.specialty,
  description: appointmentRequests.description,
  urgency: appointmentRequests.urgency,
  preferredDate: appointmentRequests.preferredDate,
  timeSlot: appointmentRequests.timeSlot,
  meetingType: appointmentRequests.meetingType,
  locale: appointmentRequests.locale,
  status: appointmentRequests.status,
  createdAt: appointmentRequests.createdAt,
};

/** Who is asking; only admins may read appointment requests. */
export interface AppointmentViewer {
  isAdmin: boolean;
}

const newestFirst = keysetOrder({
  sort: appointmentRequests.createdAt,
  id: appointmentRequests.id,
  idType: 'uuid',
  direction: 'desc',
});

/**
 * Appointment requests, newest first, a page at a time (`size` a page, the page after the cursor `after`; keyset
 * paging, server/db/keyset.ts), with the preselected lawyer's name, and their total, exact up to ADMIN_COUNT_CAP
 * (`totalIsMore` past it) (admins only).
 */
export async function listAppointmentRequests(
  db: Db,
  viewer: AppointmentViewer | null | undefined,
  { after, size = ADMIN_PAGE_SIZE }: { after?: string; size?: number } = {},
) {
  if (!viewer?.isAdmin) throw new AppError('FORBIDDEN');
  const cursor = readCursor(after);
  const ks = keyset(newestFirst, cursor, size);
  const [rows, total] = await Promise.all([
    db
      .select({
        ...APPOINTMENT_REQUEST_FIELDS,
        userId: appointmentRequests.userId,
        lawyerId: appointmentRequests.lawyerId,
        lawyerName: lawyers.name,
        lawyerNameEn: lawyers.nameEn,
        lawyerNameZh: lawyers.nameZh,
        lawyerNameLatin: lawyers.nameLatin,
        pageKey: ks.pageKey,
      })
      .from(appointmentRequests)
      .leftJoin(lawyers, eq(lawyers.id, appointmentRequests.lawyerId))
      .where(ks.where)
      .orderBy(...ks.orderBy)
      .limit(ks.limit),
    cappedCount(
      db,
      (limit) => db.select({ one: sql`1` }).from(appointmentRequests).limit(limit),
      ADMIN_COUNT_CAP,
    ),
  ]);
  return { ...pageOf(rows, size, cursor), total: total.count, totalIsMore: total.more };
}
