import { useEffect } from 'react';
import { Link, useFetcher, useSearchParams } from 'react-router';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { translateCode } from '#app/components/form/refusal.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Check, MapPin, MessageSquareText, X } from '#app/components/ui/icons.tsx';
import { AreaList, StatusBadge } from '#app/components/ui/status-badge.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { fromContext } from '#app/context.server.ts';
import { AskerContact, ErasedNotice } from '#app/features/questions/bits.tsx';
import { loadInbox, respondToInvitation } from '#app/features/questions/questions.server.ts';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { provinceLabel } from '#domain/provinces.ts';
import { thaiLang } from '#domain/text.ts';
import type { Route } from './+types/inbox';

export const loader = ({ context, url }: Route.LoaderArgs) => loadInbox(fromContext(context), url);

export const headers = actionHeaders;

export const action = async ({ request, context }: Route.ActionArgs) =>
  respondToInvitation(fromContext(context), await request.formData());

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('inbox.meta.title'), noindex: true }));

export default function InboxPage({ loaderData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const [params, setParams] = useSearchParams();
  const { mine, invited } = loaderData;

  // Coming back from a question the viewer may not open.
  useEffect(() => {
    if (params.get('denied') || params.get('asked')) {
      if (params.get('denied')) toast({ title: t('inbox.denied'), variant: 'error' });
      else toast({ title: t('ask.success'), variant: 'success' });
      const next = new URLSearchParams(params);
      next.delete('denied');
      next.delete('asked');
      setParams(next, { replace: true });
    }
  }, [params, setParams, t]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl sm:text-3xl">{t('inbox.title')}</h1>
        <Button asChild variant="accent">
          <Link to={href('/ask')}>
            <MessageSquareText aria-hidden />
            {t('nav.ask')}
          </Link>
        </Button>
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="mine-heading">
          <h2 id="mine-heading" className="text-xl">
            {t('inbox.mine.title')}
          </h2>
          {mine.length === 0 ? (
            <p className="mt-3 rounded-xl border border-dashed p-6 text-center text-muted-foreground">
              {t('inbox.mine.empty')}
            </p>
          ) : (
            <ul className="mt-3 grid gap-3" data-testid="my-questions">
              {mine.map((q) => (
                <li key={q.id} className="rounded-xl border bg-card p-4">
                  <div className="flex items-start justify-between gap-3">
                    <h3 className="font-semibold" lang={thaiLang(q.title, lang)}>
                      {q.title ?? t('question.erased.heading')}
                    </h3>
                    <StatusBadge kind="question" status={q.status} lang={lang} />
                  </div>
                  {q.textErasedAt ? (
                    <ErasedNotice
                      erasedAt={q.textErasedAt}
                      t={t}
                      lang={lang}
                      className="mt-1 text-sm italic"
                    />
                  ) : (
                    <p
                      className="mt-1 line-clamp-2 text-sm text-muted-foreground"
                      lang={thaiLang(q.content, lang)}
                    >
                      {q.content}
                    </p>
                  )}
                  <p className="mt-2 flex items-center gap-1 text-sm">
                    <MapPin className="size-4 text-primary" aria-hidden />
                    {q.province ? provinceLabel(q.province, lang) : t('inbox.nationwide')}
                  </p>
                  <div className="mt-2">
                    <AreaList areas={q.areas} lang={lang} />
                  </div>
                  <Button asChild variant="outline" size="sm" className="mt-3">
                    <Link to={href(`/question/${q.id}`)}>{t('inbox.open')}</Link>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="invited-heading">
          <h2 id="invited-heading" className="text-xl">
            {t('inbox.invited.title')}
          </h2>
          {invited.length === 0 ? (
            <p className="mt-3 rounded-xl border border-dashed p-6 text-center text-muted-foreground">
              {t('inbox.invited.empty')}
            </p>
          ) : (
            <ul className="mt-3 grid gap-3" data-testid="invited-cases">
              {invited.map((r) => (
                <InvitedCase key={r.id} invitation={r} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

type Invitation = Route.ComponentProps['loaderData']['invited'][number];

function InvitedCase({ invitation: r }: { invitation: Invitation }) {
  const { t, lang, href } = useT();
  const fetcher = useFetcher<typeof action>();
  useAnswer(fetcher.data, true, (result) => ({
    toast: result.ok
      ? { title: result.intent === 'accept' ? t('inbox.accepted') : t('inbox.declined'), variant: 'success' }
      : { title: translateCode(t, result.code), variant: 'error' },
  }));
  const busy = fetcher.state !== 'idle';
  return (
    <li className="rounded-xl border bg-card p-4" data-testid="invited-case">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold" lang={thaiLang(r.title, lang)}>
          {r.title ?? t('question.erased.heading')}
        </h3>
        <StatusBadge kind="recipient" status={r.status} lang={lang} />
      </div>
      {r.textErasedAt ? (
        <ErasedNotice erasedAt={r.textErasedAt} t={t} lang={lang} className="mt-1 text-sm italic" />
      ) : (
        <p className="mt-1 line-clamp-2 text-sm text-muted-foreground" lang={thaiLang(r.content, lang)}>
          {r.content}
        </p>
      )}
      <div className="mt-2">
        <AreaList areas={r.areas} lang={lang} />
      </div>
      {r.status === 'accepted' && r.contact ? (
        <AskerContact contact={r.contact} t={t} testId="asker-contact" />
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {r.status === 'invited' ? (
          <fetcher.Form method="post" className="flex gap-2">
            <input type="hidden" name="recipientId" value={r.id} />
            <Button type="submit" name="intent" value="accept" size="sm" disabled={busy}>
              <Check aria-hidden />
              {t('inbox.accept')}
            </Button>
            <Button type="submit" name="intent" value="decline" size="sm" variant="outline" disabled={busy}>
              <X aria-hidden />
              {t('inbox.decline')}
            </Button>
          </fetcher.Form>
        ) : null}
        {r.status === 'invited' || r.status === 'accepted' ? (
          <Button asChild variant="outline" size="sm">
            <Link to={href(`/question/${r.questionId}`)}>{t('inbox.details')}</Link>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
