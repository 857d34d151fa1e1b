import { useActionData } from 'react-router';
import { chipChoiceClass } from '#app/components/form/choice-group.tsx';
import { FormMessage, IntentForm } from '#app/components/form/form-message.tsx';
import { useForm } from '#app/components/form/use-form.ts';
import { Button, buttonVariants } from '#app/components/ui/button.tsx';
import { MessageCircle, Save } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { lineHref } from '#domain/contact.ts';
import { NOTICE_CHANNELS, NOTICES, type Notice, type NoticeChannel } from '#domain/notices.ts';

export interface NoticeSettingsView {
  following: boolean;
  channels: Record<Notice, NoticeChannel>;
  /** The official account's basic ID, for its "add friend" link. */
  officialAccount: string;
}

/**
 * "How we notify you" (docs/product-rules.md, "LINE official account"): one LINE / e-mail / both choice per notice, a plain form
 * post to the account page's action (intent `notices`), so it works without JavaScript; a refusal is shown above
 * the button. When the person's LINE account does not follow the official account, it says so with the link to
 * add it.
 */
export function NoticeSettings({ settings }: { settings: NoticeSettingsView }) {
  const { t } = useT();
  const form = useForm({ answer: useActionData(), intent: 'notices' });
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
      <IntentForm form={form} intent="notices" className="mt-4 grid gap-5" aria-labelledby="account-notices">
        {NOTICES.map((notice) => (
          <fieldset key={notice} className="grid min-w-0 gap-2">
            <legend className="mb-2 font-medium">{t.dynamic(`account.notices.notice.${notice}`)}</legend>
            <div className="flex flex-wrap gap-2">
              {NOTICE_CHANNELS.map((channel) => (
                <label key={channel} className={chipChoiceClass}>
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
        <FormMessage text={form.message} />
        <Button type="submit" className="justify-self-start" disabled={form.busy} aria-busy={form.busy}>
          <Save aria-hidden />
          {t('account.notices.save')}
        </Button>
      </IntentForm>
    </section>
  );
}
