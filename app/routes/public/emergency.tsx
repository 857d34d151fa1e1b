import { useRouteLoaderData } from 'react-router';
import { LegalAidList } from '#app/components/contact/legal-aid-list.tsx';
import {
  Ambulance,
  HandHeart,
  Landmark,
  type LucideIcon,
  Mail,
  MapPinned,
  MessageCircle,
  Phone,
  Scale,
  Shield,
} from '#app/components/ui/icons.tsx';
import { PageIntro } from '#app/features/info/page-intro.tsx';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { staticPage } from '#app/lib/page-scripts.ts';
import { cn } from '#app/lib/utils.ts';
import type { RootData } from '#app/root.tsx';
import {
  EMERGENCY_NUMBERS,
  type EmergencyNumberKey,
  LEGAL_HELP_NUMBERS,
  type LegalHelpNumberKey,
  legalAidViews,
  lineHref,
  telHref,
} from '#domain/contact.ts';
import type { Route } from './+types/emergency';

// A page without scripts (app/lib/page-scripts.ts).
export const handle = staticPage();

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({
    title: t('info.meta.emergency.title'),
    description: t('info.meta.emergency.description'),
  }));

const ICONS: Record<EmergencyNumberKey, LucideIcon> = {
  police: Shield,
  medical: Ambulance,
  tourist_police: MapPinned,
  social_hotline: HandHeart,
};

const LEGAL_ICONS: Record<LegalHelpNumberKey, LucideIcon> = {
  damrongdham: Landmark,
  justice: Scale,
};

function CallButton({
  href,
  label,
  number,
  callText,
  Icon,
  tone,
  testId,
  note,
}: {
  href: string;
  label: string;
  number: string;
  note?: string | undefined;
  callText: string;
  Icon: LucideIcon;
  tone: 'danger' | 'primary';
  testId: string;
}) {
  return (
    <a
      href={href}
      data-testid={testId}
      className={cn(
        'flex min-h-20 items-center gap-4 rounded-xl border-2 bg-card p-4 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        tone === 'danger'
          ? 'border-destructive/40 hover:bg-destructive-soft'
          : 'border-primary/40 hover:bg-primary/10',
      )}
    >
      <span
        className={cn(
          'flex size-12 shrink-0 items-center justify-center rounded-full',
          tone === 'danger' ? 'bg-destructive-soft text-destructive' : 'bg-primary/10 text-primary',
        )}
        aria-hidden
      >
        <Icon className="size-6" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{label}</span>
        <span className="block text-2xl font-semibold tracking-wide">{number}</span>
        {note ? <span className="block text-sm text-muted-foreground">{note}</span> : null}
      </span>
      <span className="hidden items-center gap-1 text-sm font-medium sm:inline-flex" aria-hidden>
        <Phone className="size-4" />
        {callText}
      </span>
    </a>
  );
}

export default function EmergencyPage() {
  const { t, lang } = useT();
  const root = useRouteLoaderData<RootData>('root');
  const contact = root?.contact;
  return (
    <>
      <PageIntro title={t('info.emergency.title')} lead={t('info.emergency.lead')} />

      <section className="page py-8 *:max-w-measure" aria-labelledby="hotlines-heading">
        <h2 id="hotlines-heading" className="text-2xl">
          {t('info.emergency.hotlinesTitle')}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {EMERGENCY_NUMBERS.map((entry) => (
            <li key={entry.key}>
              <CallButton
                href={telHref(entry.number)}
                label={entry.label[lang]}
                number={entry.number}
                callText={t('info.emergency.call', { number: entry.number })}
                Icon={ICONS[entry.key]}
                tone="danger"
                testId={`call-${entry.key}`}
              />
            </li>
          ))}
        </ul>
      </section>

      <section className="page pb-8 *:max-w-measure" aria-labelledby="legal-heading">
        <h2 id="legal-heading" className="text-2xl">
          {t('info.emergency.legalTitle')}
        </h2>
        <p className="mt-1 text-muted-foreground">{t('info.emergency.legalBody')}</p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {LEGAL_HELP_NUMBERS.map((entry) => (
            <li key={entry.key}>
              <CallButton
                href={telHref(entry.number)}
                label={entry.label[lang]}
                number={entry.number}
                note={entry.note?.[lang]}
                callText={t('info.emergency.call', { number: entry.number })}
                Icon={LEGAL_ICONS[entry.key]}
                tone="primary"
                testId={`call-${entry.key}`}
              />
            </li>
          ))}
        </ul>
      </section>

      <section className="page pb-8 *:max-w-measure" aria-labelledby="legal-aid-heading">
        <h2 id="legal-aid-heading" className="text-2xl">
          {t('contact.legalAid.title')}
        </h2>
        <LegalAidList entries={legalAidViews(undefined, lang)} />
      </section>

      {contact ? (
        <section className="page py-4 *:max-w-measure" aria-labelledby="lawyer-heading">
          <h2 id="lawyer-heading" className="text-2xl">
            {t('info.emergency.lawyerTitle')}
          </h2>
          <p className="mt-1 text-muted-foreground">{t('info.emergency.lawyerNearBody')}</p>
          <div className="mt-4">
            <CallButton
              href={telHref(contact.lawyerHotline)}
              label={t('info.emergency.lawyerNear')}
              number={contact.lawyerHotline}
              callText={t('info.emergency.call', { number: contact.lawyerHotline })}
              Icon={Scale}
              tone="primary"
              testId="call-lawyer"
            />
          </div>
          {contact.lineId ? (
            <a
              href={lineHref(contact.lineId)}
              className="mt-3 inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
              data-testid="emergency-line"
            >
              <MessageCircle className="size-4 shrink-0" aria-hidden />
              {t('info.emergency.line', { id: contact.lineId })}
            </a>
          ) : null}
        </section>
      ) : null}

      {contact ? (
        <section className="page py-8 *:max-w-measure" aria-labelledby="suggest-heading">
          <div className="rounded-xl border border-dashed p-5">
            <h2 id="suggest-heading" className="text-lg">
              {t('info.emergency.suggestTitle')}
            </h2>
            <p className="mt-1 text-muted-foreground">{t('info.emergency.suggestBody')}</p>
            <a
              href={`mailto:${contact.networkEmail}?subject=${encodeURIComponent(t('info.emergency.suggestSubject'))}`}
              className="mt-3 inline-flex min-h-11 items-center gap-2 wrap-anywhere font-medium text-primary underline-offset-4 hover:underline"
              data-testid="suggest-number"
            >
              <Mail className="size-4 shrink-0" aria-hidden />
              {contact.networkEmail}
            </a>
          </div>
        </section>
      ) : null}
    </>
  );
}
