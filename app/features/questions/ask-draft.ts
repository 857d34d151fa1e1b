import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { askPrefillFrom } from '#domain/ask-prefill.ts';

const DRAFT_KEY = 'tanai.askDraft';

/** What the ask form shows: its fields but the consent, which is never kept. */
export interface AskDraft {
  title: string;
  content: string;
  province: string;
  specialties: string[];
  contactPhone: string;
  contactLine: string;
}

/** The ask form's text fields (all but the specialties). */
export type AskTextField = Exclude<keyof AskDraft, 'specialties'>;

const EMPTY: AskDraft = {
  title: '',
  content: '',
  province: '',
  specialties: [],
  contactPhone: '',
  contactLine: '',
};

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
 * assistant's link), else from the stored draft.
 */
export function useAskDraft() {
  const [params] = useSearchParams();
  const prefill = askPrefillFrom(params);
  const prefilled = Boolean(prefill.content || prefill.specialties.length > 0 || prefill.province);
  const [draft, setDraft] = useState<AskDraft>(() => (prefilled ? { ...EMPTY, ...prefill } : EMPTY));
  // A visitor who was sent to sign in comes back to what they had typed.
  useEffect(() => {
    if (prefilled) return;
    withStorage((storage) => {
      const saved = storage.getItem(DRAFT_KEY);
      if (saved) setDraft({ ...EMPTY, ...(JSON.parse(saved) as Partial<AskDraft>) });
    });
  }, [prefilled]);
  const save = (values: AskDraft) => withStorage((s) => s.setItem(DRAFT_KEY, JSON.stringify(values)));
  const forget = () => withStorage((s) => s.removeItem(DRAFT_KEY));
  return { draft, setDraft, save, forget };
}
