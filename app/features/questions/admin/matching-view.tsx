import { useState } from 'react';
import { useFetcher } from 'react-router';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { translateCode } from '#app/components/form/refusal.ts';
import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { AreaList, StatusBadge } from '#app/components/ui/status-badge.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import type { Answer } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { lawyerLanguageLabel } from '#domain/lawyer-languages.ts';
import { provinceLabel } from '#domain/provinces.ts';
import { ErasedNotice } from '../question-notices.tsx';
import type { loadMatching } from './admin-questions.server.ts';
import { MatchingCandidates, SelectedLawyers } from './matching-choice.tsx';
import { MatchingRecipients } from './matching-recipients.tsx';

/** What the matching page's loader gives for a question that exists. */
export type Matching = Extract<Awaited<ReturnType<typeof loadMatching>>, { found: true }>;
/** What the matching page's action answers (matchingAction): how many lawyers it invited. */
export type MatchingAnswer = Answer<{ intent: string; invited: number }>;

/** The matching page of a question that does not exist. */
export function MatchingNotFound() {
  const { t, href } = useT();
  return (
    <div className="py-16 text-center" data-testid="matching-not-found">
      <h1 className="text-2xl">{t('adminMatching.notFound')}</h1>
      <Button asChild variant="outline" className="mt-4">
        <Link to={href('/admin/questions')}>{t('adminMatching.back')}</Link>
      </Button>
    </div>
  );
}

/**
 * An administrator matches lawyers to a question (docs/product-rules.md, "Administration"): the question, the
 * lawyers invited so far, the candidates to choose from, and a summary of the lawyers chosen for the next
 * invitation that stays in view.
 */
export function QuestionMatchingView({ question, recipients, candidates }: Matching) {
  const { t, lang, href } = useT();
  const fetcher = useFetcher<MatchingAnswer>();
  const [selected, setSelected] = useState<string[]>([]);

  useAnswer(fetcher.data, true, (result) => {
    if (!result.ok) return { toast: { title: translateCode(t, result.code), variant: 'error' } };
    if (result.intent === 'invite')
      return {
        toast: { title: t('adminMatching.sent', { count: result.invited }), variant: 'success' },
        after: () => setSelected([]),
      };
    return { toast: { title: t('adminMatching.removed'), variant: 'success' } };
  });

  const invitedIds = new Set(recipients.map((r) => r.lawyerId));
  /** "Select" chooses a lawyer for the next invitation, or takes the choice back (aria-pressed). */
  function toggle(id: string) {
    if (invitedIds.has(id))
      return toast({ title: t('adminMatching.errors.alreadyInvited'), variant: 'error' });
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  }

  return (
    <div className="grid gap-6">
      <Link to={href('/admin/questions')} className="text-sm text-muted-foreground hover:underline">
        ← {t('adminMatching.back')}
      </Link>
      <section className="rounded-xl border bg-card p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-2xl">{question.title ?? t('question.erased.heading')}</h1>
          <StatusBadge kind="question" status={question.status} lang={lang} />
        </div>
        {question.textErasedAt ? (
          <ErasedNotice erasedAt={question.textErasedAt} t={t} lang={lang} className="mt-2 italic" />
        ) : (
          <p className="mt-2 text-muted-foreground" data-testid="matching-preview">
            {question.preview}
          </p>
        )}
        <div className="mt-2">
          <AreaList areas={question.areas} lang={lang} />
        </div>
        <p className="mt-2 text-sm text-muted-foreground" data-testid="matching-languages">
          {t('punctuation.label', { label: t('adminMatching.languages') })}
          {question.languages.map((l) => lawyerLanguageLabel(l, lang)).join(', ')}
          {question.province ? ` · ${provinceLabel(question.province, lang)}` : ''}
        </p>
      </section>
      <MatchingRecipients recipients={recipients} fetcher={fetcher} />
      <MatchingCandidates candidates={candidates} selected={selected} onToggle={toggle} />
      <SelectedLawyers
        selected={selected}
        candidates={candidates}
        fetcher={fetcher}
        onUnselect={(id) => setSelected((s) => s.filter((x) => x !== id))}
      />
    </div>
  );
}
