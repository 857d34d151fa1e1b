import { MessageSquareText } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { caseTypeLabel } from '#domain/case-types.ts';
import { provinceLabel } from '#domain/provinces.ts';
import { thaiLang } from '#domain/text.ts';
import type { TriagePageData } from './triage.server.ts';

type SimilarAnswerView = NonNullable<TriagePageData['result']>['similarAnswers'][number];

/** Up to three published answers of the suggested case types, each a link to its page (`/{lang}/answers/{slug}`). */
export function TriageSimilarAnswers({ answers }: { answers: SimilarAnswerView[] }) {
  const { t, lang } = useT();
  if (answers.length === 0) return null;
  return (
    <>
      <h3 className="mt-8 text-lg">{t('triage.page.similarTitle')}</h3>
      <ul className="mt-2 grid gap-3" data-testid="triage-similar-answers">
        {answers.map((a) => (
          <li key={a.slug} className="rounded-xl border bg-card p-4">
            <a
              href={a.href}
              className="inline-flex items-start gap-2 font-medium text-primary underline-offset-4 hover:underline"
              lang={a.lang === lang ? undefined : a.lang}
            >
              <MessageSquareText className="mt-1 size-4 shrink-0" aria-hidden />
              {a.title}
            </a>
            <p className="mt-1 text-sm text-muted-foreground">
              {caseTypeLabel(a.caseType, lang)}
              {a.province ? ` · ${provinceLabel(a.province, lang)}` : ''}
              {' · '}
              <span lang={thaiLang(a.lawyer.name, lang)}>
                {t('triage.page.similarBy', { name: a.lawyer.name })}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
