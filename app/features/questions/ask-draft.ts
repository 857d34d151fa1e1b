import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '#app/lib/lang.ts';
import { askPrefillFrom } from '#domain/ask-prefill.ts';
import type { Lang } from '#domain/i18n.ts';
import { lawyerLanguageOfLang, textLanguage } from '#domain/text-language.ts';

const DRAFT_KEY = 'tanai.askDraft';

/** What the ask form shows: its fields but the consent, which is never kept. */
export interface AskDraft {
  title: string;
  content: string;
  province: string;
  specialties: string[];
  /** The languages the asker can use (lawyers.languages values): the page's language until changed. */
  languages: string[];
  contactPhone: string;
  contactLine: string;
}

/** The ask form's groups of checkboxes. */
export type AskChoiceField = 'specialties' | 'languages';

/** The ask form's text fields (all but its groups of checkboxes). */
export type AskTextField = Exclude<keyof AskDraft, AskChoiceField>;

/** The empty form on a page in `lang`: only the page's language ticked. */
const emptyDraft = (lang: Lang): AskDraft => ({
  title: '',
  content: '',
  province: '',
  specialties: [],
  languages: [lawyerLanguageOfLang(lang)],
  contactPhone: '',
  contactLine: '',
});

/** Runs `use` on the tab's session storage; without storage nothing is kept (signing in still works). */
function withStorage(use: (storage: Storage) => void) {
  try {
    use(sessionStorage);
  } catch {
    // No storage: the draft is not kept.
  }
}

/**
 * What the visitor has typed, kept in the tab's session storage while they sign in. It starts from the address
 * when it fills the form in ahead (`?content=…&specialties=…&province=…`, domain/ask-prefill.ts: the case-triage
 * assistant's link), else from the stored draft; the page's language is ticked, and the language of a text filled in
 * ahead.
 */
export function useAskDraft() {
  const { lang } = useT();
  const [params] = useSearchParams();
  const prefill = askPrefillFrom(params);
  const prefilled = Boolean(prefill.content || prefill.specialties.length > 0 || prefill.province);
  const empty = emptyDraft(lang);
  // A text filled in ahead also ticks the language it is written in (domain/text-language.ts).
  const [draft, setDraft] = useState<AskDraft>(() =>
    prefilled
      ? {
          ...empty,
          ...prefill,
          languages: [
            ...new Set([...empty.languages, ...(prefill.content ? [textLanguage(prefill.content)] : [])]),
          ],
        }
      : empty,
  );
  // A visitor who was sent to sign in comes back to what they had typed.
  useEffect(() => {
    if (prefilled) return;
    withStorage((storage) => {
      const saved = storage.getItem(DRAFT_KEY);
      if (saved) setDraft({ ...emptyDraft(lang), ...(JSON.parse(saved) as Partial<AskDraft>) });
    });
  }, [prefilled, lang]);
  const save = (values: AskDraft) => withStorage((s) => s.setItem(DRAFT_KEY, JSON.stringify(values)));
  const forget = () => withStorage((s) => s.removeItem(DRAFT_KEY));
  return { draft, setDraft, save, forget };
}
