import type { FetcherWithComponents } from 'react-router';
import { useForm } from '#app/components/form/use-form.ts';
import { Rating } from '#app/components/lawyers/lawyer-marks.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Check, X } from '#app/components/ui/icons.tsx';
import { AreaList } from '#app/components/ui/status-badge.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { lawyerLanguageLabel } from '#domain/lawyer-languages.ts';
import { provinceLabel } from '#domain/provinces.ts';
import { inviteLawyersSchema } from '#domain/schemas/question.ts';
import type { Matching, MatchingAnswer } from './matching-view.tsx';

/**
 * The lawyers chosen for the next invitation and the form that invites them (one `lawyerId` each): a summary that
 * sticks to the bottom of the screen while the candidates scroll past, so every choice shows at once.
 */
export function SelectedLawyers({
  selected,
  candidates,
  fetcher,
  onUnselect,
}: {
  selected: string[];
  candidates: Matching['candidates'];
  fetcher: FetcherWithComponents<MatchingAnswer>;
  onUnselect: (id: string) => void;
}) {
  const { t } = useT();
  const form = useForm({
    schema: inviteLawyersSchema,
    answer: fetcher.data,
    fetcher,
    intent: 'invite',
    onInvalid: (errors) => {
      const first = Object.values(errors)[0];
      if (first) toast({ title: t.dynamic(first), variant: 'error' });
    },
  });
  return (
    <section
      aria-labelledby="selected-heading"
      className="selection-summary sticky bottom-0 z-20 rounded-xl border border-primary/40 bg-card p-3 shadow-lg sm:p-4"
      data-testid="matching-summary"
    >
      <fetcher.Form {...form.props} method="post" className="grid gap-2">
        <input type="hidden" name="intent" value="invite" />
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <div>
            <h2 id="selected-heading" className="text-base">
              {t('adminMatching.selected')}
            </h2>
            <p
              className="text-sm text-muted-foreground"
              aria-live="polite"
              data-testid="matching-selected-count"
            >
              {selected.length > 0
                ? t('adminMatching.selectedCount', { count: selected.length })
                : t('adminMatching.noneChosen')}
            </p>
          </div>
          <Button type="submit" disabled={form.busy} aria-busy={form.busy}>
            {t('adminMatching.send')}
          </Button>
        </div>
        <ul
          className="flex gap-2 overflow-x-auto sm:max-h-32 sm:flex-wrap sm:overflow-y-auto"
          data-testid="matching-selected"
        >
          {selected.map((id) => {
            const c = candidates.find((x) => x.id === id);
            return (
              <li
                key={id}
                className="flex shrink-0 items-center gap-1 rounded-full border bg-background ps-3 text-sm"
              >
                <input type="hidden" name="lawyerId" value={id} />
                {c?.name}
                <button
                  type="button"
                  className="inline-flex size-11 items-center justify-center rounded-full text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={`${t('adminMatching.unselect')} ${c?.name ?? ''}`}
                  onClick={() => onUnselect(id)}
                >
                  <X className="size-4" aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      </fetcher.Form>
    </section>
  );
}

/**
 * The lawyers who may be invited, best matches first (as auto-match ranks them): each with its languages, whether it
 * speaks one of the asker's, and whether it is in the question's province, its region or elsewhere.
 */
export function MatchingCandidates({
  candidates,
  selected,
  onToggle,
}: {
  candidates: Matching['candidates'];
  selected: string[];
  onToggle: (id: string) => void;
}) {
  const { t, lang } = useT();
  return (
    <section aria-labelledby="candidates-heading">
      <h2 id="candidates-heading" className="text-xl">
        {t('adminMatching.candidates')}
      </h2>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2" data-testid="matching-candidates">
        {candidates.map((c) => {
          const chosen = selected.includes(c.id);
          return (
            <li
              key={c.id}
              data-selected={chosen || undefined}
              className={cn(
                'flex items-center justify-between gap-2 rounded-lg border bg-card p-3 text-sm transition-colors',
                chosen && 'border-primary bg-primary/5 ring-1 ring-primary',
              )}
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
                <span className="text-muted-foreground" data-testid="candidate-fit">
                  <span className={c.speaks ? 'text-foreground' : undefined}>
                    {c.languages.map((l) => lawyerLanguageLabel(l, lang)).join(', ')}
                    {' · '}
                    {c.speaks ? t('adminMatching.speaks') : t('adminMatching.speaksNone')}
                  </span>
                  {' · '}
                  {t(`adminMatching.place.${c.place}`)}
                </span>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <Button
                  size="sm"
                  variant={chosen ? 'default' : 'outline'}
                  aria-pressed={chosen}
                  onClick={() => onToggle(c.id)}
                >
                  {chosen ? <Check aria-hidden /> : null}
                  {t('adminMatching.select')}
                </Button>
                {chosen ? (
                  <span className="text-xs font-medium text-primary" data-testid="candidate-chosen">
                    {t('adminMatching.chosen')}
                  </span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
