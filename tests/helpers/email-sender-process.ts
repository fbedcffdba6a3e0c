// One e-mail sender in a process of its own, for the test that kills it with SIGKILL mid-send
// (tests/api/email-smtp.test.ts): `node tests/helpers/email-sender-process.ts <database url> <smtp url>`.
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from '../../src/server/db/client.ts';
import { parseEnv } from '../../src/server/env.ts';
import { sendOutbox } from '../../src/server/modules/email/email.job.ts';

const noop = () => undefined;
const silent = { fatal: noop, error: noop, warn: noop, info: noop, debug: noop, trace: noop, child: () => silent } as unknown as FastifyBaseLogger;

const [databaseUrl, smtpUrl] = process.argv.slice(2);
const database = await openDatabase({ databaseUrl });
const env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, SMTP_URL: smtpUrl, MAIL_FROM: 'bizmatch <no-reply@bizmatch.test>' });
await sendOutbox({ db: database.db, env, now: () => new Date(), log: silent });
await database.close();
