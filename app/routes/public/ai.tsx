import { Link } from 'react-router';
import { FileText, ScanSearch, Search, UserCheck } from '#app/components/ui/icons.tsx';
import { AiChat } from '#app/features/info/ai-chat.tsx';
import { PageIntro } from '#app/features/info/page-intro.tsx';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/ai';

// No loader and no action: the demo never calls the server (docs/product-rules.md, "Pages and texts").
export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({
    title: t('info.meta.ai.title'),
    description: t('info.meta.ai.description'),
  }));

const CARDS = [
  { key: 'screening', Icon: ScanSearch },
  { key: 'recommend', Icon: UserCheck },
  { key: 'drafting', Icon: FileText },
] as const;

export default function AiPage() {
  const { t, href } = useT();
  return (
    <>
      <PageIntro
        title={
          <>
            {t('info.ai.title')}{' '}
            <span className="align-middle rounded-lg bg-accent px-2 py-0.5 text-base font-medium text-accent-foreground">
              {t('info.ai.demo')}
            </span>
          </>
        }
        lead={t('info.ai.lead')}
      />

      <section className="mx-auto max-w-3xl px-4 py-8" aria-label={t('info.ai.chatTitle')}>
        <AiChat />
      </section>

      <section className="mx-auto max-w-5xl px-4 py-8" aria-labelledby="ai-features-heading">
        <h2 id="ai-features-heading" className="text-2xl">
          {t('info.ai.featuresTitle')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {CARDS.map(({ key, Icon }) => (
            <li key={key} className="rounded-xl border bg-card p-5">
              <Icon className="size-6 text-primary" aria-hidden />
              <h3 className="mt-3 text-lg">{t(`info.ai.cards.${key}.title`)}</h3>
              <p className="mt-1 text-muted-foreground">{t(`info.ai.cards.${key}.body`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link
            to={href('/search')}
            className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
          >
            <Search className="size-4" aria-hidden />
            {t('info.ai.findLawyer')}
          </Link>
        </p>
      </section>
    </>
  );
}
