import type { ApplicationStatus } from '#domain/statuses.ts';

/** An application as the admin page shows it (what the loader sends; mirrors the admin service's rows). */
export interface AdminApplicationView {
  id: string;
  userId: string;
  applicantEmail: string;
  fullName: string;
  licenseNumber: string;
  phone: string | null;
  email: string | null;
  lineId: string | null;
  experienceAreas: string[];
  province: string | null;
  district: string | null;
  address: string | null;
  website: string | null;
  experience: number;
  description: string | null;
  avatarUrl: string | null;
  hasBusinessCard: boolean;
  status: ApplicationStatus;
  reviewedAt: string | null;
  createdAt: string;
  lawyerId: string | null;
}

/** What the page's action answers: success with the intent, or a translatable code and field errors. */
export type AdminApplicationResult =
  | { ok: true; intent: string; id: string; created: boolean; url: string | null }
  | { ok: false; code: string; fields: Record<string, string> };
