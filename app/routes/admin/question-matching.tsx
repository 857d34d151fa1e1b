import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { Rating } from '#app/components/lawyers/lawyer-bits.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { AreaList, StatusBadge } from '#app/components/ui/status-badge.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { fromContext } from '#app/context.server.ts';
import { loadMatching, matchingAction } from '#app/features/questions/admin/admin-questions.server.ts';
import { ErasedNotice } from '#app/features/questions/bits.tsx';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { provinceLabel } from '#domain/provinces.ts';
import type { Route } from './+types/question-matching';

export const loader = ({ params, context }: Route.LoaderArgs) =>
  loadMatching(fromContext(context), params.id);

export const headers = actionHeaders;

export const action = ({ request, params, context }: Route.ActionArgs) =>
  matchingAction(fromContext(context), request, params.id);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('adminMatching.title'), noindex: true }));

export default function QuestionMatching({ loaderData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const fetcher = useFetcher<typeof action>();
  const [selected, setSelected] = useState<string[]>([]);

  useAnswer(fetcher.data, true, (result) => {
    if (!result.ok) return { toast: { title: t.dynamic(result.code), variant: 'error' } };
    if (result.intent === 'invite')
      return {
        toast: { title: t('adminMatching.sent', { count: result.invited }), variant: 'success' },
        after: () => setSelected([]),
      };
    return { toast: { title: t('adminMatching.removed'), variant: 'success' } };
  });

  if (!loaderData.found) {
    return (
      <div className="py-16 text-center" data-testid="matching-not-found">
        <h1 className="text-2xl">{t('adminMatching.notFound')}</h1>
        <Button asChild variant="outline" className="mt-4">
          <Link to={href('/admin/questions')}>{t('adminMatching.back')}</Link>
        </Button>
      </div>
    );
  }
  const { question, recipients, candidates } = loaderData;
  const invitedIds = new Set(recipients.map((r) => r.lawyerId));

  function choose(id: string) {
    if (invitedIds.has(id))
      return toast({ title: t('adminMatching.errors.alreadyInvited'), variant: 'error' });
    if (selected.includes(id))
      return toast({ title: t('adminMatching.errors.alreadySelected'), variant: 'error' });
    setSelected((s) => [...s, id]);
  }

  function send() {
    if (selected.length === 0)
      return toast({ title: t('adminMatching.errors.noneSelected'), variant: 'error' });
    const form = new FormData();
    form.set('intent', 'invite');
    for (const id of selected) form.append('lawyerId', id);
    fetcher.submit(form, { method: 'post' });
  }

  const busy = fetcher.state !== 'idle';
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
      </section>

      <Recipients
        recipients={recipients}
        busy={busy}
        onRemove={(recipientId) => fetcher.submit({ intent: 'remove', recipientId }, { method: 'post' })}
      />
      <SelectedLawyers
        selected={selected}
        candidates={candidates}
        busy={busy}
        onUnselect={(id) => setSelected((s) => s.filter((x) => x !== id))}
        onSend={send}
      />
      <Candidates candidates={candidates} onChoose={choose} />
    </div>
  );
}

type Matching = Extract<Route.ComponentProps['loaderData'], { found: true }>;

/** The lawyers invited so far, each with its state and a confirmed 'remove'. */
function Recipients({
  recipients,
  busy,
  onRemove,
}: {
  recipients: Matching['recipients'];
  busy: boolean;
  onRemove: (recipientId: string) => void;
}) {
  const { t, lang } = useT();
  return (
    <section aria-labelledby="recipients-heading">
      <h2 id="recipients-heading" className="text-xl">
        {t('adminMatching.recipients')}
      </h2>
      {recipients.length === 0 ? (
        <p className="mt-2 text-muted-foreground">{t('adminMatching.noRecipients')}</p>
      ) : (
        <ul className="mt-2 grid gap-2" data-testid="matching-recipients">
          {recipients.map((r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm"
            >
              <span>
                <span className="font-medium">{r.name}</span> · {r.email}
                {r.admin ? (
                  <span className="ml-2 rounded bg-muted px-1.5 text-xs">{t('adminMatching.admin')}</span>
                ) : null}
              </span>
              <span className="flex items-center gap-2">
                <StatusBadge kind="recipient" status={r.status} lang={lang} />
                <ConfirmDialog
                  trigger={
                    <Button variant="outline" size="sm" disabled={busy}>
                      {t('adminMatching.remove')}
                    </Button>
                  }
                  title={t('adminMatching.removeConfirm')}
                  description={r.name}
                  confirmLabel={t('adminMatching.remove')}
                  cancelLabel={t('adminMatching.cancel')}
                  destructive
                  onConfirm={() => onRemove(r.id)}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The lawyers chosen for the next invitation, and the button that sends it. */
function SelectedLawyers({
  selected,
  candidates,
  busy,
  onUnselect,
  onSend,
}: {
  selected: string[];
  candidates: Matching['candidates'];
  busy: boolean;
  onUnselect: (id: string) => void;
  onSend: () => void;
}) {
  const { t } = useT();
  return (
    <section
      aria-labelledby="selected-heading"
      className="rounded-xl border border-primary/30 bg-primary/5 p-4"
    >
      <h2 id="selected-heading" className="text-lg">
        {t('adminMatching.selected')}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2" data-testid="matching-selected">
        {selected.map((id) => {
          const c = candidates.find((x) => x.id === id);
          return (
            <li
              key={id}
              className="flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-sm"
            >
              {c?.name}
              <button
                type="button"
                className="text-muted-foreground hover:text-foreground"
                aria-label={`${t('adminMatching.unselect')} ${c?.name ?? ''}`}
                onClick={() => onUnselect(id)}
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
      <Button className="mt-3" onClick={onSend} disabled={busy}>
        {t('adminMatching.send')}
      </Button>
    </section>
  );
}

/** The lawyers who may be invited, best matches first. */
function Candidates({
  candidates,
  onChoose,
}: {
  candidates: Matching['candidates'];
  onChoose: (id: string) => void;
}) {
  const { t, lang } = useT();
  return (
    <section aria-labelledby="candidates-heading">
      <h2 id="candidates-heading" className="text-xl">
        {t('adminMatching.candidates')}
      </h2>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2" data-testid="matching-candidates">
        {candidates.map((c) => (
          <li
            key={c.id}
            className="flex items-center justify-between gap-2 rounded-lg border bg-card p-3 text-sm"
          >
            <div className="grid gap-1">
              <span className="font-medium">{c.name}</span>
              <span className="text-muted-foreground">
                {c.province ? provinceLabel(c.province, lang) : ''}
                <span className="ml-2 inline-flex">
                  <Rating rating={c.rating} reviews={c.reviews} lang={lang} />
                </span>
              </span>
              <AreaList areas={c.experienceAreas} lang={lang} />
            </div>
            <Button size="sm" variant="outline" onClick={() => onChoose(c.id)}>
              {t('adminMatching.select')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
