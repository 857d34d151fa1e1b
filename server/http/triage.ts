import { Hono } from 'hono';
import { CASE_TYPES } from '#domain/case-types.ts';
import { legalAidViews } from '#domain/contact.ts';
import { isAppError } from '#domain/errors.ts';
import { isLang, type Lang } from '#domain/i18n.ts';
import { TRIAGE_TEXT_MAX } from '#domain/limits.ts';
import { fixedT } from '#i18n/index.ts';
import { CLIENT_IP_HEADER } from '../auth.ts';
import type { Runtime } from '../runtime.ts';
import { retryAfterHeaders } from '../services/rate-limits/consume-rate-limit.ts';
import { similarAnswerViews } from '../services/triage/triage-help.ts';
import { type TriageAnswer, triageRequest } from '../services/triage/triage-request.ts';

const caseTypeOf = new Map(CASE_TYPES.map((c) => [c.value, c]));
const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * GET /api/triage?text=…&lang=th|en|zh (docs/product-rules.md, "Case triage"): the case types of a person's own
 * words, best first, with their shares and the words that decided; the province they name (Thai, as stored); whether
 * it needs help today, and then the lawyers' hotline to call first; up to three verified lawyers who fit, ranked as
 * auto-match ranks them; the legal aid that fits, with when it applies; up to three similar published answers, linked
 * in the page's language. Public, rate limited
 * per client address (TRIAGE_RATE_LIMIT); a text over TRIAGE_TEXT_MAX characters is refused (400) in the page's
 * language; empty or meaningless text answers empty lists, never an error. Nothing is stored or logged of the text.
 */
export function createTriageRoutes(runtime: Runtime) {
  const app = new Hono();
  app.get('/api/triage', async (c) => {
    c.header('cache-control', 'no-store');
    const lang: Lang = isLang(c.req.query('lang')) ? (c.req.query('lang') as Lang) : 'th';
    const t = fixedT(lang);
    const text = c.req.query('text') ?? '';
    let triage: TriageAnswer;
    try {
      triage = await triageRequest(runtime.db, text, c.req.header(CLIENT_IP_HEADER) ?? null);
    } catch (error) {
      if (isAppError(error) && error.code === 'RATE_LIMITED')
        return c.json(
          { code: 'RATE_LIMITED', message: t.dynamic(error.message) },
          429,
          retryAfterHeaders(error),
        );
      if (isAppError(error) && error.message === 'triage.errors.tooLong')
        return c.json(
          { code: 'TEXT_TOO_LONG', message: t('triage.errors.tooLong', { max: TRIAGE_TEXT_MAX }) },
          400,
        );
      throw error;
    }
    return c.json({
      caseTypes: triage.caseTypes.map(({ value, score, because }) => ({
        key: caseTypeOf.get(value)!.key,
        value,
        label: caseTypeOf.get(value)!.label[lang],
        score: round(score),
        because,
      })),
      province: triage.province,
      urgent: triage.urgent,
      urgentBecause: triage.urgentBecause,
      hotline: triage.urgent ? runtime.config.contact.lawyerHotline || null : null,
      lawyers: triage.lawyers,
      legalAid: legalAidViews(triage.legalAid, lang),
      similarAnswers: similarAnswerViews(triage.similarAnswers, lang),
    });
  });
  return app;
}
