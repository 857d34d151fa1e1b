import { useRouteLoaderData } from 'react-router';
import { Link } from '#app/components/link.tsx';
import { Mail, UserCog } from '#app/components/ui/icons.tsx';
import { PageIntro } from '#app/features/info/page-intro.tsx';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { staticPage } from '#app/lib/page-scripts.ts';
import type { RootData } from '#app/root.tsx';
import { PRIVACY_LEAD, PRIVACY_SECTIONS, privacyNoticeDate } from '#domain/content/privacy.ts';
import { formatDate } from '#domain/dates.ts';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import type { Route } from './+types/privacy';

// A page without scripts (app/lib/page-scripts.ts).
export const handle = staticPage();

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('privacy.meta.title'), description: t('privacy.meta.description') }));

export default function PrivacyPage() {
  const { t, lang, href } = useT();
  const root = useRouteLoaderData<RootData>('root');
  const email = root?.contact.networkEmail;
  return (
    <>
      <PageIntro title={t('privacy.title')} lead={PRIVACY_LEAD[lang]}>
        <p className="mt-4 text-sm text-muted-foreground" data-testid="privacy-version">
          {t('privacy.version', { version: PRIVACY_NOTICE_VERSION })} ·{' '}
          {t('privacy.effective', { date: formatDate(privacyNoticeDate(), lang) })}
        </p>
      </PageIntro>

      <div className="page grid gap-8 py-8 lg:grid-cols-[14rem_1fr]">
        <nav aria-labelledby="privacy-toc" className="lg:sticky lg:top-20 lg:self-start">
          <h2 id="privacy-toc" className="text-sm font-semibold text-muted-foreground">
            {t('privacy.onThisPage')}
          </h2>
          <ul className="mt-2 grid gap-1 text-sm">
            {PRIVACY_SECTIONS.map((s) => (
              <li key={s.id}>
                <a className="inline-block py-1.5 hover:underline" href={`#${s.id}`}>
                  {s.title[lang]}
                </a>
              </li>
            ))}
            <li>
              <a className="inline-block py-1.5 hover:underline" href="#contact">
                {t('privacy.contactTitle')}
              </a>
            </li>
          </ul>
        </nav>

        <div className="grid min-w-0 gap-6">
          {PRIVACY_SECTIONS.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-20 rounded-xl border bg-card p-5 sm:p-6"
            >
              <h2 id={`${section.id}-heading`} className="text-xl">
                {section.title[lang]}
              </h2>
              {section.intro ? <p className="mt-2 text-muted-foreground">{section.intro[lang]}</p> : null}
              {section.items ? (
                <ul className="mt-3 grid gap-3">
                  {section.items.map((item) => (
                    <li key={item.text.en} className="grid gap-1">
                      <p>
                        {item.term ? (
                          <strong className="font-semibold">
                            {t('punctuation.label', { label: item.term[lang] })}
                          </strong>
                        ) : null}
                        <span className="text-muted-foreground">{item.text[lang]}</span>
                      </p>
                      {item.selfService ? (
                        <Link
                          to={href('/account')}
                          className="inline-flex min-h-11 w-fit items-center gap-2 text-sm text-primary underline-offset-4 hover:underline"
                        >
                          <UserCog className="size-4" aria-hidden />
                          {t('privacy.selfService')}
                        </Link>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}

          <section
            id="contact"
            aria-labelledby="contact-heading"
            className="scroll-mt-20 rounded-xl border border-primary/30 bg-primary/5 p-5 sm:p-6"
          >
            <h2 id="contact-heading" className="text-xl">
              {t('privacy.contactTitle')}
            </h2>
            <p className="mt-2 text-muted-foreground">{t('privacy.contactText')}</p>
            {email ? (
              <a
                href={`mailto:${email}`}
                className="mt-3 inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
                data-testid="privacy-email"
              >
                <Mail className="size-4" aria-hidden />
                {email}
              </a>
            ) : null}
          </section>
        </div>
      </div>
    </>
  );
}
