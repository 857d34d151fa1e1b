import { TextareaField } from '#app/components/form/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { ScanSearch } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { thaiLang } from '#domain/text.ts';
import type { TriagePageData } from './triage.server.ts';

const TEXT_ID = 'triage-text';
const COUNTER_ID = 'triage-text-counter';

/**
 * The text to triage, posted to the page's own action. The browser keeps the text within its length
 * (`maxLength`); the counter says the length of the text triaged (a live one would need a script: the head
 * script's budget, app/lib/page-scripts.test.ts, has no room).
 */
export function TriageForm({ text, max, error }: Pick<TriagePageData, 'text' | 'max' | 'error'>) {
  const { t, lang, href } = useT();
  return (
    <section className="page py-6 *:max-w-measure">
      <form method="post" action={href('/ai')} className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
        <div className="grid gap-1">
          <TextareaField
            id={TEXT_ID}
            name="text"
            label={t('triage.page.label')}
            hint={t('triage.page.hint')}
            rows={6}
            maxLength={max}
            defaultValue={text}
            lang={thaiLang(text, lang)}
            error={error ? t.dynamic(error.key, { max: error.max }) : undefined}
            className="resize-y"
            aria-describedby={[`${TEXT_ID}-hint`, error ? `${TEXT_ID}-error` : null, COUNTER_ID]
              .filter(Boolean)
              .join(' ')}
          />
          <p
            id={COUNTER_ID}
            className="justify-self-end text-xs text-muted-foreground"
            data-testid="triage-counter"
          >
            {t('triage.page.counter', { length: text.length, max })}
          </p>
        </div>
        <Button type="submit" size="lg" className="justify-self-start">
          <ScanSearch aria-hidden />
          {t('triage.page.submit')}
        </Button>
      </form>
    </section>
  );
}
