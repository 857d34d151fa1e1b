import { type Auth, createAuth } from './auth.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { createLocalBus, type EventBus } from './events/bus.ts';
import { createStorage, type FileStorage } from './files/storage.ts';
import { createLinePusher } from './mail/line-push.ts';
import { createMailer, type Mailer } from './mail/outbox.ts';

/** The long-lived objects of one server process. */
export interface Runtime {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  auth: Auth;
  storage: FileStorage;
  /** Live thread events (PostgreSQL NOTIFY across processes, in process on the embedded database). */
  events: EventBus;
}

export function createRuntime(
  config: Config,
  database: Database,
  options: { trustedOrigins?: string[]; events?: EventBus } = {},
): Runtime {
  const mailer = createMailer(database.db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    line: config.lineMessaging ? createLinePusher(database.db, config.lineMessaging) : undefined,
  });
  const auth = createAuth(config, database.db, mailer, options);
  return {
    config,
    database,
    db: database.db,
    mailer,
    auth,
    storage: createStorage(config),
    events: options.events ?? createLocalBus(),
  };
}

/**
 * What auto-match and the question e-mails need of a runtime (MatchContext, server/services/questions/matching.ts):
 * its mailer, the site's address for links and the live-update bus.
 */
export const matchContextOf = (runtime: Runtime) => ({
  mailer: runtime.mailer,
  publicUrl: runtime.config.publicUrl,
  events: runtime.events,
});

/**
 * What the e-mails after an appointment request's move need of a runtime (AppointmentMailContext,
 * server/services/appointments/appointment-notices.ts): its mailer, the site's address, the network's phone and the
 * secret that signs the receipt links.
 */
export const appointmentMailContextOf = (runtime: Runtime) => ({
  mailer: runtime.mailer,
  publicUrl: runtime.config.publicUrl,
  networkPhone: runtime.config.contact.networkPhone,
  authSecret: runtime.config.authSecret,
});
