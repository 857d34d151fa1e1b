import type { ReactNode } from 'react';
import { Link } from '#app/components/link.tsx';
import { Languages, MapPin } from '#app/components/ui/icons.tsx';
import { AreaList } from '#app/components/ui/status-badge.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { lawyerLanguageLabel } from '#domain/lawyer-languages.ts';
import { provinceLabel } from '#domain/provinces.ts';
import { thaiLang } from '#domain/text.ts';
import { ErasedNotice } from './question-notices.tsx';

/**
 * Where a question is (its province, or nationwide), the languages its asker can use when given (a lawyer writes to
 * them in one of these) and its specialties' areas.
 */
export function QuestionPlace({
  province,
  languages = [],
  areas,
  className,
}: {
  province: string | null;
  languages?: readonly string[];
  areas: string[];
  className: string;
}) {
  const { t, lang } = useT();
  return (
    <>
      <p className={`${className} flex items-center gap-1 text-sm`}>
        <MapPin className="size-4 text-primary" aria-hidden />
        {province ? provinceLabel(province, lang) : t('inbox.nationwide')}
      </p>
      {languages.length > 0 && (
        <p className="mt-1 flex items-center gap-1 text-sm" data-testid="question-languages">
          <Languages className="size-4 text-primary" aria-hidden />
          {t('question.languages', {
            languages: languages.map((l) => lawyerLanguageLabel(l, lang)).join(', '),
          })}
        </p>
      )}
      <div className="mt-2">
        <AreaList areas={areas} lang={lang} />
      </div>
    </>
  );
}

/** A list's place when it has nothing to show. */
export function EmptyNote({ children, className = 'mt-3' }: { children: ReactNode; className?: string }) {
  return (
    <p className={`${className} rounded-xl border border-dashed p-6 text-center text-muted-foreground`}>
      {children}
    </p>
  );
}

/**
 * A question as a card of the inbox shows it: its title (or that it was erased), a badge of its state, and the
 * beginning of its text (or when the asker erased it).
 */
export function QuestionCardHead({
  question,
  badge,
}: {
  question: { title: string | null; content: string | null; textErasedAt: string | null };
  badge: ReactNode;
}) {
  const { t, lang } = useT();
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold" lang={thaiLang(question.title, lang)}>
          {question.title ?? t('question.erased.heading')}
        </h3>
        {badge}
      </div>
      {question.textErasedAt ? (
        <ErasedNotice erasedAt={question.textErasedAt} t={t} lang={lang} className="mt-1 text-sm italic" />
      ) : (
        <p
          className="mt-1 line-clamp-2 text-sm text-muted-foreground"
          lang={thaiLang(question.content, lang)}
        >
          {question.content}
        </p>
      )}
    </>
  );
}

/** A lawyer's name linking to their profile. */
export function LawyerLink({ lawyerId, name }: { lawyerId: string; name: string }) {
  const { lang, href } = useT();
  return (
    <Link to={href(`/lawyers/${lawyerId}`)} className="hover:underline" lang={thaiLang(name, lang)}>
      {name}
    </Link>
  );
}

/** A titled panel of the question page (its thread, progress, payment, lawyers), labelled by its heading. */
export function QuestionPanel({
  id,
  title,
  testId,
  headingClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  testId?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border bg-card p-5" aria-labelledby={`${id}-heading`} data-testid={testId}>
      <h2 id={`${id}-heading`} className={cn('text-lg', headingClassName)}>
        {title}
      </h2>
      {children}
    </section>
  );
}
