import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Bot, SendHorizontal, User } from '#app/components/ui/icons.tsx';
import { Input, Label } from '#app/components/ui/input.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';

/** Longest message the demo accepts (it is never sent anywhere). */
const MAX_MESSAGE_CHARS = 1000;

interface Exchange {
  id: number;
  text: string;
}

function Bubble({
  from,
  label,
  children,
}: {
  from: 'assistant' | 'user';
  label: string;
  children: React.ReactNode;
}) {
  const Icon = from === 'assistant' ? Bot : User;
  return (
    <li className={cn('flex items-end gap-2', from === 'user' && 'flex-row-reverse')} data-from={from}>
      <span
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-full',
          from === 'assistant' ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
        aria-hidden
      >
        <Icon className="size-4" />
      </span>
      <div
        className={cn(
          'max-w-[85%] rounded-xl px-4 py-2 break-words whitespace-pre-wrap',
          from === 'assistant'
            ? 'rounded-bl-sm bg-muted'
            : 'rounded-br-sm bg-primary text-primary-foreground',
        )}
      >
        <span className="sr-only">{label}: </span>
        {children}
      </div>
    </li>
  );
}

/**
 * The AI assistant demo (docs/product-rules.md, "Pages and texts"): no model, no request. A non-empty message is answered
 * with the 'sample answer, model under development' notice and the text that was sent; empty input is ignored.
 */
export function AiChat() {
  const { t } = useT();
  const inputId = useId();
  const [message, setMessage] = useState('');
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const nextId = useRef(1);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (exchanges.length === 0) return;
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [exchanges]);

  function send(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const text = message.trim();
    if (!text) return;
    const id = nextId.current;
    nextId.current += 1;
    setExchanges((list) => [...list, { id, text }]);
    setMessage('');
  }

  return (
    <div className="flex flex-col rounded-xl border bg-card shadow-sm">
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t('info.ai.chatTitle')}
        className="max-h-[28rem] min-h-64 overflow-y-auto p-4"
        data-testid="ai-chat-log"
      >
        <ol className="grid gap-3">
          <Bubble from="assistant" label={t('info.ai.assistant')}>
            {t('info.ai.greeting')}
          </Bubble>
          {exchanges.flatMap((x) => [
            <Bubble key={`${x.id}-user`} from="user" label={t('info.ai.you')}>
              {x.text}
            </Bubble>,
            <Bubble key={`${x.id}-assistant`} from="assistant" label={t('info.ai.assistant')}>
              <span className="block font-medium" data-testid="ai-sample-notice">
                {t('info.ai.sampleNotice')}
              </span>
              <span className="mt-1 block text-muted-foreground">
                {t('info.ai.youWrote', { text: x.text })}
              </span>
            </Bubble>,
          ])}
        </ol>
      </div>
      {/* `dialog`: a form outside a dialog that the browser never sends, so the message stays in the page even
          before it is hydrated (the demo never calls the server). */}
      <form method="dialog" onSubmit={send} className="grid gap-2 border-t p-3 sm:p-4">
        <Label htmlFor={inputId}>{t('info.ai.inputLabel')}</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            name="message"
            autoComplete="off"
            enterKeyHint="send"
            maxLength={MAX_MESSAGE_CHARS}
            value={message}
            placeholder={t('info.ai.placeholder')}
            onChange={(e) => setMessage(e.target.value)}
          />
          <Button type="submit" size="icon" className="shrink-0" aria-label={t('info.ai.send')}>
            <SendHorizontal aria-hidden />
          </Button>
        </div>
      </form>
    </div>
  );
}
