import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A push request as the fake Messaging API received it. */
export interface ReceivedPush {
  /** The `Authorization` header: `Bearer <channel access token>`. */
  authorization: string | undefined;
  /** The `X-Line-Retry-Key` header (the outbox row's id). */
  retryKey: string | undefined;
  to: string;
  messages: { type: string; text?: string }[];
}

export interface FakeLineApi {
  /** The base URL to give LINE_MESSAGING_API_URL (`http://127.0.0.1:<port>`). */
  url: string;
  /** Push requests received, in order (refused ones too). */
  pushes: ReceivedPush[];
  /**
   * The answers of the next pushes, in order (e.g. `[400]`: not a friend, `[429]`: the monthly quota); once used
   * up every push is answered 200.
   */
  answerNext(...statuses: number[]): void;
  close(): Promise<void>;
}

const ERRORS: Record<number, string> = {
  400: 'Failed to send messages',
  429: 'You have reached your monthly limit.',
};

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

/**
 * A tiny local stand-in for LINE's Messaging API (`POST /v2/bot/message/push` only) on a free port: it records
 * each push request and answers 200 `{ sentMessages }`, or the statuses told by `answerNext` with LINE's error
 * body. Anything else is 404.
 */
export async function startFakeLineApi(): Promise<FakeLineApi> {
  const pushes: ReceivedPush[] = [];
  const next: number[] = [];
  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    if (request.method !== 'POST' || request.url !== '/v2/bot/message/push') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
      return;
    }
    const parsed = JSON.parse(body) as { to: string; messages: ReceivedPush['messages'] };
    pushes.push({
      authorization: request.headers.authorization,
      retryKey: request.headers['x-line-retry-key'] as string | undefined,
      to: parsed.to,
      messages: parsed.messages,
    });
    const status = next.shift() ?? 200;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(
      status === 200
        ? JSON.stringify({
            sentMessages: parsed.messages.map((_, i) => ({ id: String(i), quoteToken: 'q' })),
          })
        : JSON.stringify({ message: ERRORS[status] ?? 'Error' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pushes,
    answerNext: (...statuses) => next.push(...statuses),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
