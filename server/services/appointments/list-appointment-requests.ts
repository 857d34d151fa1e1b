import { desc, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import type { Db } from '../../db/client.ts';
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

/** Appointment requests, newest first, with the preselected lawyer's name (admins only). */
export async function listAppointmentRequests(
  db: Db,
  viewer: AppointmentViewer | null | undefined,
  options: { limit?: number; offset?: number } = {},
) {
  if (!viewer?.isAdmin) throw new AppError('FORBIDDEN');
  return db
    .select({
      ...APPOINTMENT_REQUEST_FIELDS,
      userId: appointmentRequests.userId,
      lawyerId: appointmentRequests.lawyerId,
      lawyerName: lawyers.name,
      lawyerNameEn: lawyers.nameEn,
      lawyerNameZh: lawyers.nameZh,
      lawyerNameLatin: lawyers.nameLatin,
    })
    .from(appointmentRequests)
    .leftJoin(lawyers, eq(lawyers.id, appointmentRequests.lawyerId))
    .orderBy(desc(appointmentRequests.createdAt))
    .limit(options.limit ?? 100)
    .offset(options.offset ?? 0);
}
