import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string[];
  raw: string;
  /** Whether the message came over TLS (STARTTLS or implicit). */
  secure: boolean;
}

export interface TestSmtp {
  /** Messages accepted, in order. */
  received: ReceivedEmail[];
  /** Messages refused so far. */
  refused: () => number;
  port: number;
  /** `smtp://127.0.0.1:<port>` (`smtps://` for implicit TLS). */
  url: string;
  close: () => Promise<void>;
}

/**
 * A real SMTP server on a free local port that keeps what it receives. It refuses every message (`refuse`) or
 * the first `refuseFirst` ones (550), then accepts. Without `tls` it speaks plain SMTP only (no STARTTLS offered);
 * `tls: { mode: 'starttls' }` offers STARTTLS with the given key and certificate, `mode: 'implicit'` is TLS from
 * the first byte (port 465 style).
 */
export async function startSmtp(
  options: {
    refuse?: boolean;
    refuseFirst?: number;
    tls?: { mode: 'starttls' | 'implicit'; key: string; cert: string };
  } = {},
): Promise<TestSmtp> {
  const received: ReceivedEmail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    ...(options.tls
      ? { key: options.tls.key, cert: options.tls.cert, secure: options.tls.mode === 'implicit' }
      : { disabledCommands: ['STARTTLS'] }),
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        if (options.refuse || refused < (options.refuseFirst ?? 0)) {
          refused += 1;
          return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
        }
        // Undo quoted-printable encoding (ASCII is enough here) so that links can be searched for.
        const decoded = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: decoded,
          secure: session.secure,
        });
        callback();
      });
    },
  });
  // A client that gives up on TLS (an untrusted certificate) ends the connection mid-handshake: not a failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const scheme = options.tls?.mode === 'implicit' ? 'smtps' : 'smtp';
  return {
    received,
    refused: () => refused,
    port,
    url: `${scheme}://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
