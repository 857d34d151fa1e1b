// `npm run db:seed-scale -- --lawyers 80000 --questions 1000000 --messages 5000000`: fills an empty PostgreSQL
// database (DATABASE_URL; migrated first) with a national-size fictional directory by set-based SQL
// (server/db/seed/scale/seed-scale.ts): listings across the 77 provinces, members, questions with their
// invitations, messages, reviews, appointments, applications, e-mails, audit entries and the README's three demo
// accounts (the demo member asks --member-questions questions, the demo lawyer is invited to
// --lawyer-invitations). Refuses a database that holds any user, listing or question. Prints each table's time,
// then runs ANALYZE.
import { derivedCounts, SCALE_MIN_LAWYERS, type ScaleCounts } from '#server/db/seed/scale/counts.ts';
import { parseCommandLine } from './lib/args.mjs';

const { values: args, refuse } = parseCommandLine({
  usage: `Usage: npm run db:seed-scale -- [--lawyers 2000] [--questions 20000] [--messages 100000]
                      [--member-questions 1000] [--lawyer-invitations 5000]

Fills an empty PostgreSQL database (DATABASE_URL, migrated first) with fictional data at national size.
  --lawyers N             listings (at least ${SCALE_MIN_LAWYERS}; default 2000)
  --questions N           questions, with three invitations each (default 20000)
  --messages N            messages in the answered questions' threads (default 100000)
  --member-questions N    questions of the demo member (default 1000, at most a twentieth of the questions)
  --lawyer-invitations N  questions the demo lawyer is invited to (default 5000, at most a quarter of them)
Refuses a database that holds any user, listing or question (exit status 1).`,
  options: {
    lawyers: { type: 'string', default: '2000' },
    questions: { type: 'string', default: '20000' },
    messages: { type: 'string', default: '100000' },
    'member-questions': { type: 'string', default: '1000' },
    'lawyer-invitations': { type: 'string', default: '5000' },
  },
});

const count = (name: string, min = 0) => {
  const value = args[name as keyof typeof args];
  const n = Number(value);
  if (!/^\d+$/.test(String(value)) || !Number.isSafeInteger(n) || n < min)
    refuse(`--${name} must be a whole number of at least ${min}.`);
  return n;
};
const lawyers = count('lawyers', SCALE_MIN_LAWYERS);
const questions = count('questions', 20);
const counts: ScaleCounts = {
  lawyers,
  questions,
  messages: count('messages'),
  memberQuestions: Math.min(count('member-questions'), Math.floor(questions / 20)),
  lawyerInvitations: Math.min(count('lawyer-invitations'), Math.floor(questions / 4)),
};

const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url))
  refuse(
    'db:seed-scale fills a PostgreSQL database only: set DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DB ' +
      '(the embedded PGlite database is not supported at this size).',
  );

// The modules load once the command line is read: --help answers at once.
const { AppError } = await import('#domain/errors.ts');
const { openDatabase } = await import('#server/db/client.ts');
const { seedScale } = await import('#server/db/seed/scale/seed-scale.ts');
const { maskUrl, registerSecret, runMain } = await import('./lib/cli.ts');

runMain('db:seed-scale', async () => {
  registerSecret(url && new URL(url).password);
  const started = performance.now();
  console.log(`database: ${maskUrl(url!)}; migrating…`);
  const database = await openDatabase({ url, poolMax: 1 });
  try {
    const client = await database.pool!.connect();
    try {
      const { rows } = await client.query<{ users: boolean; lawyers: boolean; questions: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM users) AS users, EXISTS (SELECT 1 FROM lawyers) AS lawyers,
           EXISTS (SELECT 1 FROM questions) AS questions`,
      );
      const held = Object.entries(rows[0] ?? {})
        .filter(([, any]) => any)
        .map(([table]) => table);
      if (held.length > 0)
        throw new AppError(
          'CONFLICT',
          `the database already holds data (${held.join(', ')}); db:seed-scale fills an empty database only. ` +
            'Nothing was changed.',
        );
      const d = derivedCounts(counts);
      console.log(
        `filling: ${counts.lawyers} lawyers (${Math.min(counts.lawyers, d.lawyerAccounts)} with an account), ` +
          `${d.members} members, ${counts.questions} questions (demo member ${counts.memberQuestions}, demo lawyer ` +
          `invited to ${counts.lawyerInvitations}), ${counts.messages} messages`,
      );
      await seedScale(client, counts, (step) =>
        console.log(
          `  ${step.table.padEnd(44)} ${String(step.rows).padStart(9)} rows ${String(step.ms).padStart(8)} ms`,
        ),
      );
      const analyzeAt = performance.now();
      await client.query('ANALYZE');
      console.log(
        `  ${'ANALYZE'.padEnd(44)} ${''.padStart(14)} ${String(Math.round(performance.now() - analyzeAt)).padStart(8)} ms`,
      );
      const size = await client.query<{ size: string }>(
        'SELECT pg_size_pretty(pg_database_size(current_database())) AS size',
      );
      console.log(
        `done in ${((performance.now() - started) / 1000).toFixed(1)} s; database size ${size.rows[0]?.size}`,
      );
    } finally {
      client.release();
    }
  } finally {
    await database.close();
  }
});
