import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { useT } from '#app/lib/lang.ts';
import { specialtyForCaseType, suggestedCaseTypes } from '#domain/ask-prefill.ts';
import { type CaseType, isCaseType } from '#domain/case-types.ts';
import type { Lang } from '#domain/i18n.ts';
import { ASK_SUGGEST_MIN_CHARS, ASK_SUGGEST_PAUSE_MS, TRIAGE_TEXT_MAX } from '#domain/limits.ts';
import { isProvince } from '#domain/provinces.ts';
import type { Specialty } from '#domain/specialties.ts';
import type { AskDraft } from './ask-draft.ts';

/** What the case triage suggests for the ask form's description. */
export interface AskSuggestion {
  caseTypes: CaseType[];
  /** The form's specialties of those case types (none for a case type no specialty maps to). */
  specialties: Specialty[];
  /** Thai, as the form's province select takes it. */
  province: string | null;
}

/**
 * The case triage's suggestion for a description (docs/product-rules.md, "Case triage"): once it has
 * ASK_SUGGEST_MIN_CHARS characters and the person pauses ASK_SUGGEST_PAUSE_MS, GET /api/triage; a newer text cancels
 * the older request. Any failure (offline, rate limited, a refusal) leaves no suggestion and says nothing.
 */
export function useAskSuggestion(content: string, lang: Lang): AskSuggestion | null {
  const [suggestion, setSuggestion] = useState<AskSuggestion | null>(null);
  useEffect(() => {
    const text = content.trim().slice(0, TRIAGE_TEXT_MAX);
    if (text.length < ASK_SUGGEST_MIN_CHARS) {
      setSuggestion(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/triage?${new URLSearchParams({ text, lang })}`, {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        });
        if (!res.ok) return;
        const body = (await res.json()) as {
          caseTypes?: { value: string; score: number }[];
          province?: string | null;
        };
        const scored = (body.caseTypes ?? []).filter((c): c is { value: CaseType; score: number } =>
          isCaseType(c.value),
        );
        const caseTypes = suggestedCaseTypes(scored);
        const specialties = [...new Set(caseTypes.map(specialtyForCaseType).filter((s) => s !== null))];
        const province = isProvince(body.province) ? body.province : null;
        setSuggestion(caseTypes.length > 0 || province ? { caseTypes, specialties, province } : null);
      } catch {
        // Silent: the form works the same without a suggestion.
      }
    }, ASK_SUGGEST_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [content, lang]);
  return suggestion;
}

/**
 * The case triage's suggestion for the description (`useAskSuggestion`), and the specialties and province it picks
 * (docs/product-rules.md, "Case triage"): only those the person has not chosen, never overriding a choice; a later
 * suggestion may replace what an earlier one picked while the person has left it as it was.
 */
export function useSuggestedChoices(draft: AskDraft, setDraft: Dispatch<SetStateAction<AskDraft>>) {
  const { lang } = useT();
  const value = useAskSuggestion(draft.content, lang);
  // What the person chose themselves (a filled-in form's values count as chosen), and what suggestions picked.
  const chosen = useRef({ specialties: false, province: false });
  const picked = useRef<{ specialties: string[]; province: string }>({ specialties: [], province: '' });
  useEffect(() => {
    if (!value) return;
    setDraft((d) => {
      const next = { ...d };
      const same = d.specialties.join('|') === picked.current.specialties.join('|');
      if (
        !chosen.current.specialties &&
        value.specialties.length > 0 &&
        (d.specialties.length === 0 || same)
      ) {
        next.specialties = value.specialties;
        picked.current.specialties = value.specialties;
      }
      if (
        !chosen.current.province &&
        value.province &&
        (d.province === '' || d.province === picked.current.province)
      ) {
        next.province = value.province;
        picked.current.province = value.province;
      }
      return next;
    });
  }, [value, setDraft]);
  const chose = (field: 'specialties' | 'province') => {
    chosen.current[field] = true;
  };
  return { value, chose };
}
