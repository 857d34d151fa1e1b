import { useRouteLoaderData } from 'react-router';
import { Link } from '#app/components/link.tsx';
import { Mail, MessageCircle, Phone } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import type { RootData } from '#app/root.tsx';
import { CASE_TYPES } from '#domain/case-types.ts';
import { lineHref, telHref } from '#domain/contact.ts';
import { bangkokDateParts, buddhistYear } from '#domain/dates.ts';

const QUICK_LINKS = [
  { key: 'search', path: '/search' },
  { key: 'ask', path: '/ask' },
  { key: 'answers', path: '/answers' },
  { key: 'services', path: '/services' },
  { key: 'emergency', path: '/emergency' },
  { key: 'about', path: '/about' },
] as const;

/** Service links of the footer: criminal, civil, family, business, labour (searches by case type). */
const SERVICE_LINKS = (['criminal', 'civil', 'family', 'business', 'labour'] as const).map((key) => ({
  key,
  caseType: CASE_TYPES.find((c) => c.key === key)?.value ?? '',
}));

export function Footer() {
  const { t, lang, href } = useT();
  const root = useRouteLoaderData<RootData>('root');
  const contact = root?.contact;
  // Thai readers count years in the Buddhist era (2569); the other languages in the Gregorian one.
  const now = new Date();
  const year = lang === 'th' ? buddhistYear(now) : bangkokDateParts(now).year;
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-semibold text-primary">{t('meta.brand')}</p>
          <p className="mt-2 text-sm text-muted-foreground">{t('footer.description')}</p>
        </div>
        <nav aria-label={t('footer.quickLinks')}>
          <h2 className="text-base">{t('footer.quickLinks')}</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {QUICK_LINKS.map((l) => (
              <li key={l.key}>
                <Link className="inline-block py-1 hover:underline" to={href(l.path)}>
                  {t(`nav.${l.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.serviceLinks')}>
          <h2 className="text-base">{t('footer.serviceLinks')}</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {SERVICE_LINKS.map((l) => (
              <li key={l.key}>
                <Link
                  className="inline-block py-1 hover:underline"
                  to={`${href('/search')}?case=${encodeURIComponent(l.caseType)}`}
                >
                  {t(`footer.services.${l.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-base">{t('footer.contact')}</h2>
          {contact ? (
            <ul className="mt-2 space-y-1 text-sm">
              <li>
                <a
                  className="inline-flex items-center gap-2 py-1 hover:underline"
                  href={telHref(contact.networkPhone)}
                >
                  <Phone className="size-4" aria-hidden />
                  {t('footer.phone', { phone: contact.networkPhone })}
                </a>
              </li>
              <li>
                <a
                  className="inline-flex items-center gap-2 py-1 hover:underline"
                  href={`mailto:${contact.networkEmail}`}
                >
                  <Mail className="size-4" aria-hidden />
                  {contact.networkEmail}
                </a>
              </li>
              {contact.lineId ? (
                <li>
                  <a
                    className="inline-flex items-center gap-2 py-1 hover:underline"
                    href={lineHref(contact.lineId)}
                    data-testid="footer-line"
                  >
                    <MessageCircle className="size-4" aria-hidden />
                    {t('footer.line', { id: contact.lineId })}
                  </a>
                </li>
              ) : null}
              <li className="text-muted-foreground">{t('footer.hours')}</li>
            </ul>
          ) : null}
        </div>
      </div>
      <div className="border-t">
        <div className="page flex flex-wrap items-center gap-x-4 gap-y-1 py-4 text-xs text-muted-foreground">
          <p>{t('footer.copyright', { year })}</p>
          <Link className="inline-flex min-h-11 items-center hover:underline" to={href('/privacy')}>
            {t('footer.privacy')}
          </Link>
        </div>
      </div>
    </footer>
  );
}
