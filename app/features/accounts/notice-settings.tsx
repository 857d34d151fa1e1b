import { Form, useActionData, useNavigation } from 'react-router';
import { translateCode } from '#app/components/form/refusal.ts';
import { Button, buttonVariants } from '#app/components/ui/button.tsx';
import { MessageCircle, Save } from '#app/components/ui/icons.tsx';
import type { Refusal } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { lineHref } from '#domain/contact.ts';
import { NOTICE_CHANNELS, NOTICES, type Notice, type NoticeChannel } from '#domain/notices.ts';

export interface NoticeSettingsView {
  following: boolean;
  channels: Record<Notice, NoticeChannel>;
  /** The official account's basic ID, for its "add friend" link. */
  officialAccount: string;
}

/** The look of one choice: a chip around a native radio (arrow keys move within the group). */
const choice = cn(
  'relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border bg-background px-3 py-2 text-sm transition-colors',
  'hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:font-medium',
  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background',
);

/**
 * "How we notify you" (docs/product-rules.md, "LINE official account"): one LINE / e-mail / both choice per notice, a plain form
 * post to the account page's action (intent `notices`), so it works without JavaScript; a refusal is shown above
 * the button. When the person's LINE account does not follow the official account, it says so with the link to
 * add it.
 */
export function NoticeSettings({ settings }: { settings: NoticeSettingsView }) {
  const { t } = useT();
  const answer = useActionData() as Refusal | undefined;
  const refusal = answer && !answer.ok && answer.intent === 'notices' ? answer : undefined;
  const busy = useNavigation().formData?.get('intent') === 'notices';
  return (
    <section
      className="rounded-xl border bg-card p-5 shadow-sm"
      aria-labelledby="account-notices"
      data-testid="account-notices"
    >
      <h2 id="account-notices" className="flex items-center gap-2 text-lg">
        <MessageCircle className="size-5 text-primary" aria-hidden />
        {t('account.notices.title')}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{t('account.notices.text')}</p>
      {settings.following ? null : (
        <div
          className="mt-3 grid gap-2 rounded-lg border border-accent/40 bg-accent/10 p-3 text-sm"
          role="note"
        >
          <p>{t('account.notices.notFollowing')}</p>
          <a
            href={lineHref(settings.officialAccount)}
            className={buttonVariants({ variant: 'outline', size: 'sm', className: 'w-fit' })}
            rel="noopener noreferrer"
            target="_blank"
            data-testid="add-official-account"
          >
            {t('account.notices.addFriend', { id: settings.officialAccount })}
          </a>
        </div>
      )}
      <Form method="post" className="mt-4 grid gap-5">
        <input type="hidden" name="intent" value="notices" />
        {NOTICES.map((notice) => (
          <fieldset key={notice} className="grid min-w-0 gap-2">
            <legend className="mb-2 font-medium">{t.dynamic(`account.notices.notice.${notice}`)}</legend>
            <div className="flex flex-wrap gap-2">
              {NOTICE_CHANNELS.map((channel) => (
                <label key={channel} className={choice}>
                  <input
                    type="radio"
                    name={`notice:${notice}`}
                    value={channel}
                    defaultChecked={settings.channels[notice] === channel}
                    className="size-5 shrink-0 accent-primary"
                  />
                  {t.dynamic(`account.notices.channel.${channel}`)}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {refusal ? (
          <p className="text-sm text-destructive" role="alert" data-testid="notices-refusal">
            {translateCode(t, refusal.code)}
          </p>
        ) : null}
        <Button type="submit" className="justify-self-start" disabled={busy} aria-busy={busy}>
          <Save aria-hidden />
          {t('account.notices.save')}
        </Button>
      </Form>
    </section>
  );
}
