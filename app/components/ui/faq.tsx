import { ChevronDown } from '#app/components/ui/icons.tsx';

export interface FaqItem {
  id?: string;
  question: string;
  answer: string;
}

/**
 * Questions and answers as <details>: no script, the answers stay in the HTML for search engines and
 * find-in-page. With `name`, the browser keeps one answer open at a time (an exclusive accordion).
 */
export function Faq({ items, name, testId }: { items: readonly FaqItem[]; name?: string; testId?: string }) {
  return (
    <div className="mt-6 grid gap-3" data-testid={testId}>
      {items.map((item) => (
        <details
          key={item.id ?? item.question}
          id={item.id}
          name={name}
          className="group rounded-xl border bg-card"
        >
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-4 py-3 font-medium hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <p className="whitespace-pre-line px-4 pb-4 text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
