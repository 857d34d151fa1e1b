import { Link } from '#app/components/link.tsx';
import {
  BadgeCheck,
  Clock,
  Gift,
  MapPin,
  Phone,
  Search,
  UserRound,
  Video,
} from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { FREE_FIRST_CONSULTATION_MINUTES, FREE_LABEL, MEETING_TYPES, OFFICE_HOURS } from '#domain/booking.ts';
import { telHref } from '#domain/contact.ts';
import { lawyerName, lawyerTitle } from '#domain/lawyer-names.ts';
import { provinceLabel } from '#domain/provinces.ts';
import { thaiLang } from '#domain/text.ts';

export interface PreselectedLawyer {
  id: string;
  name: string;
  nameEn?: string | null;
  nameZh?: string | null;
  nameLatin: string | null;
  title: string | null;
  titleEn?: string | null;
  titleZh?: string | null;
  province: string | null;
  avatarUrl: string | null;
}

const panel = 'rounded-xl border bg-card p-5';

/** The lawyer chosen with `?lawyer=` (a verified lawyer), or the note that the network finds one. */
export function LawyerPanel({ lawyer }: { lawyer: PreselectedLawyer | null }) {
  const { t, lang, href } = useT();
  if (!lawyer)
    return (
      <section className={panel} aria-labelledby="panel-network">
        <h2 id="panel-network" className="text-base font-medium">
          {t('appointment.panels.network.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('appointment.panels.network.body')}</p>
        <Link
          to={href('/search')}
          className="mt-3 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <Search className="size-4" aria-hidden />
          {t('appointment.panels.network.search')}
        </Link>
      </section>
    );
  return (
    <section className={panel} aria-labelledby="panel-lawyer" data-testid="booking-lawyer">
      <h2 id="panel-lawyer" className="text-base font-medium">
        {t('appointment.panels.lawyer.title')}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        {lawyer.avatarUrl ? (
          <img src={lawyer.avatarUrl} alt="" className="size-14 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
          >
            <UserRound className="size-7" />
          </span>
        )}
        <div className="min-w-0">
          <p className="flex items-center gap-1 font-medium">
            <span className="break-words" lang={thaiLang(lawyerName(lawyer, lang), lang)}>
              {lawyerName(lawyer, lang)}
            </span>
            <BadgeCheck className="size-4 shrink-0 text-primary" aria-hidden />
            <span className="sr-only">{t('appointment.panels.lawyer.verified')}</span>
          </p>
          {lawyerTitle(lawyer, lang) ? (
            <p className="text-sm text-muted-foreground" lang={thaiLang(lawyerTitle(lawyer, lang), lang)}>
              {lawyerTitle(lawyer, lang)}
            </p>
          ) : null}
          {lawyer.province ? (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin className="size-3.5 shrink-0" aria-hidden />
              {provinceLabel(lawyer.province, lang)}
            </p>
          ) : null}
        </div>
      </div>
      <p className="mt-3 text-sm text-muted-foreground">{t('appointment.panels.lawyer.note')}</p>
      <Link
        to={href(`/lawyers/${lawyer.id}`)}
        className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t('appointment.panels.lawyer.profile')}
      </Link>
    </section>
  );
}

/** Office hours, the free first consultation, the (free) meeting types and the network's phone. */
export function InfoPanels({ networkPhone }: { networkPhone: string | null }) {
  const { t, lang } = useT();
  return (
    <>
      <section className={panel} aria-labelledby="panel-hours" data-testid="booking-hours">
        <h2 id="panel-hours" className="flex items-center gap-2 text-base font-medium">
          <Clock className="size-5 text-primary" aria-hidden />
          {t('appointment.panels.hours.title')}
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {OFFICE_HOURS.map((h) => (
            <div key={h.key} className="contents">
              <dt className="text-muted-foreground">{h.days[lang]}</dt>
              <dd className={h.open ? 'text-end' : 'text-end text-destructive'}>{h.hours[lang]}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={panel} aria-labelledby="panel-free">
        <h2 id="panel-free" className="flex items-center gap-2 text-base font-medium">
          <Gift className="size-5 text-primary" aria-hidden />
          {t('appointment.panels.free.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {t('appointment.panels.free.body', { minutes: FREE_FIRST_CONSULTATION_MINUTES })}
        </p>
      </section>

      <section className={panel} aria-labelledby="panel-types">
        <h2 id="panel-types" className="flex items-center gap-2 text-base font-medium">
          <Video className="size-5 text-primary" aria-hidden />
          {t('appointment.panels.meetingTypes.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('appointment.panels.meetingTypes.body')}</p>
        <ul className="mt-3 grid gap-1 text-sm">
          {MEETING_TYPES.map((m) => (
            <li key={m.value} className="flex items-center justify-between gap-3">
              <span>{m.label[lang]}</span>
              <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium">
                {FREE_LABEL[lang]}
              </span>
            </li>
          ))}
        </ul>
      </section>

      {networkPhone ? (
        <section className={panel} aria-labelledby="panel-help">
          <h2 id="panel-help" className="text-base font-medium">
            {t('appointment.panels.help.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('appointment.panels.help.body')}</p>
          <a
            href={telHref(networkPhone)}
            className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 text-sm font-medium text-primary hover:bg-muted"
          >
            <Phone className="size-4" aria-hidden />
            {networkPhone}
          </a>
        </section>
      ) : null}
    </>
  );
}
