import type { FetcherWithComponents } from 'react-router';
import { useForm } from '#app/components/form/use-form.ts';
import { Rating } from '#app/components/lawyers/lawyer-marks.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { AreaList } from '#app/components/ui/status-badge.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { useT } from '#app/lib/lang.ts';
import { lawyerLanguageLabel } from '#domain/lawyer-languages.ts';
import { provinceLabel } from '#domain/provinces.ts';
import { inviteLawyersSchema } from '#domain/schemas/question.ts';
import type { Matching, MatchingAnswer } from './matching-view.tsx';

/** The lawyers chosen for the next invitation, and the form that invites them (one `lawyerId` each). */
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
      className="rounded-xl border border-primary/30 bg-primary/5 p-4"
    >
      <h2 id="selected-heading" className="text-lg">
        {t('adminMatching.selected')}
      </h2>
      <fetcher.Form {...form.props} method="post">
        <input type="hidden" name="intent" value="invite" />
        <ul className="mt-2 flex flex-wrap gap-2" data-testid="matching-selected">
          {selected.map((id) => {
            const c = candidates.find((x) => x.id === id);
            return (
              <li
                key={id}
                className="flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-sm"
              >
                <input type="hidden" name="lawyerId" value={id} />
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
        <Button type="submit" className="mt-3" disabled={form.busy}>
          {t('adminMatching.send')}
        </Button>
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
            <Button size="sm" variant="outline" onClick={() => onChoose(c.id)}>
              {t('adminMatching.select')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
