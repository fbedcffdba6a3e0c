// The e-mail sender against a real SMTP server (smtp-server on a random port; decision 021): each
// message goes out once with the Message-ID its row fixed and is marked sent; a refused message is
// tried again after its backoff; and a sender that dies mid-batch (the SMTP server holding its
// answer to DATA, the connection then cut so the message is not accepted) loses nothing and
// doubles nothing: after the claim runs out a fresh sender sends the rest, each exactly once.
import { spawn } from 'node:child_process';
import type { AddressInfo, Server, Socket } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/server/db/schema/index.ts';
import { CLAIM_MS, sendOutbox } from '../../src/server/modules/email/email.job.ts';
import { buildOrganisation, buildUser } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { jobContext, notifyUsers, setEmailSettings } from '../helpers/email.ts';

interface Received {
  messageId: string;
  to: string;
  subject: string;
}

/** What the SMTP server does with one message's DATA: accept it, refuse it, or hold the answer. */
type Verdict = 'accept' | 'refuse' | 'hold';

let smtp: SMTPServer;
let port = 0;
const received: Received[] = [];
const sockets = new Set<Socket>();
let decide: (m: Received) => Verdict = () => 'accept';
let onHold: (m: Received) => void = () => undefined;

async function readMessage(stream: SMTPServerDataStream): Promise<Received> {
  const mail = await simpleParser(stream);
  const to = Array.isArray(mail.to) ? mail.to[0]!.text : (mail.to?.text ?? '');
  return { messageId: mail.messageId ?? '', to, subject: mail.subject ?? '' };
}

let t: TestApp;
let orgId: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      readMessage(stream).then(
        (m) => {
          const verdict = decide(m);
          if (verdict === 'accept') {
            received.push(m);
            callback();
          } else if (verdict === 'refuse') {
            callback(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }));
          } else {
            onHold(m); // no answer: the test cuts the connection
          }
        },
        (err: Error) => callback(err),
      );
    },
  });
  // smtp-server's net.Server: every connection, so the test can cut them.
  (smtp as unknown as { server: Server }).server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = ((smtp as unknown as { server: Server }).server.address() as AddressInfo).port;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'bizmatch <no-reply@bizmatch.test>' });
  orgId = (await buildOrganisation(t.db, { role: 'enterprise' })).id;
});
afterAll(async () => {
  await t?.close();
  for (const s of sockets) s.destroy();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

/** `count` users who want offer e-mails at once, each told of one new event: `count` pending rows. */
async function queueMessages(count: number) {
  const users = [];
  for (let i = 0; i < count; i++) {
    const u = await buildUser(t.db, { organisationId: orgId, language: (['en', 'ja', 'th'] as const)[i % 3] });
    await setEmailSettings(t.db, u.id, { offer: 'immediate' });
    users.push(u);
  }
  await notifyUsers(t.db, users.map((u) => u.id), { group: 'offer', kind: 'offer.approve', params: { offer_title: 'Green tea' }, link: '/company/offers/manage/x' });
  const rows = await t.db.select().from(emailOutbox).where(inArray(emailOutbox.userId, users.map((u) => u.id)));
  expect(rows).toHaveLength(count);
  return rows;
}
const rowsNow = async (ids: number[]) => t.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
const countBy = (ids: string[]) => ids.reduce((m, id) => m.set(id, (m.get(id) ?? 0) + 1), new Map<string, number>());

describe('sending through SMTP_URL', () => {
  it('sends each pending message once with its Message-ID and marks it sent', async () => {
    received.length = 0;
    decide = () => 'accept';
    const rows = await queueMessages(3);
    for (const r of rows) expect(r.status).toBe('pending');
    const now = new Date();
    await sendOutbox(jobContext(t.app, () => now));
    await sendOutbox(jobContext(t.app, () => now)); // nothing is left to send
    expect(received.map((m) => m.messageId).sort()).toEqual(rows.map((r) => r.messageId).sort());
    for (const r of rows) expect(received.find((m) => m.messageId === r.messageId)!.to).toBe(r.toAddress);
    for (const r of rows) expect(received.find((m) => m.messageId === r.messageId)!.subject).toBe(r.subject);
    for (const r of await rowsNow(rows.map((r) => r.id))) {
      expect(r.status).toBe('sent');
      expect(r.sentAt?.getTime()).toBe(now.getTime());
      expect(r.attempts).toBe(1);
    }
  });

  it('tries a refused message again after its backoff, and not before', async () => {
    received.length = 0;
    let refusals = 0;
    decide = () => (refusals++ === 0 ? 'refuse' : 'accept');
    const [row] = await queueMessages(1);
    const start = new Date();
    await sendOutbox(jobContext(t.app, () => start));
    const [failed] = await rowsNow([row!.id]);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.lastError).toContain('451');
    expect(failed!.lastError).not.toContain('smtp://');
    expect(failed!.nextAttemptAt.getTime()).toBe(start.getTime() + 60_000);
    expect(received).toHaveLength(0);

    await sendOutbox(jobContext(t.app, () => new Date(start.getTime() + 59_000)));
    expect(received).toHaveLength(0);
    await sendOutbox(jobContext(t.app, () => new Date(start.getTime() + 60_000)));
    expect(received.map((m) => m.messageId)).toEqual([row!.messageId]);
    const [sent] = await rowsNow([row!.id]);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('fails a message for good after 8 attempts', async () => {
    received.length = 0;
    decide = () => 'refuse';
    const [row] = await queueMessages(1);
    let now = new Date();
    for (let i = 0; i < 10; i++) {
      await sendOutbox(jobContext(t.app, () => now));
      now = new Date(now.getTime() + 2 * 60 * 60 * 1000);
    }
    const [failed] = await rowsNow([row!.id]);
    expect(failed).toMatchObject({ status: 'failed', attempts: 8 });
    expect(received).toHaveLength(0);
  });

  it('a sender stopped mid-batch while the SMTP server holds DATA: after the claim runs out every message arrives exactly once', async () => {
    received.length = 0;
    const total = 9;
    const k = 4;
    let seen = 0;
    let held: Received | null = null;
    decide = () => (++seen === k && !held ? 'hold' : 'accept');
    const holding = new Promise<Received>((resolve) => {
      onHold = (m) => {
        held = m;
        resolve(m);
      };
    });
    const rows = await queueMessages(total);
    const start = new Date();
    const crash = new AbortController();
    const first = sendOutbox(jobContext(t.app, () => start), { signal: crash.signal });

    // The k-th message's DATA is in, unanswered: the sender "dies" (marks nothing more) and its
    // connection is cut, so the SMTP server never accepted that message.
    const inFlight = await holding;
    crash.abort();
    for (const s of sockets) s.destroy();
    await first;
    expect(received).toHaveLength(k - 1);
    const afterCrash = await rowsNow(rows.map((r) => r.id));
    expect(afterCrash.filter((r) => r.status === 'sent')).toHaveLength(k - 1);
    const stuck = afterCrash.filter((r) => r.status === 'sending');
    expect(stuck).toHaveLength(total - (k - 1));
    expect(stuck.map((r) => r.messageId)).toContain(inFlight.messageId);

    // A fresh sender while the dead one's claim still holds: it leaves those rows alone.
    decide = () => 'accept';
    await sendOutbox(jobContext(t.app, () => new Date(start.getTime() + 60_000)));
    expect(received).toHaveLength(k - 1);

    // Once the claim has run out: the rest go, the abandoned one included, each once.
    await sendOutbox(jobContext(t.app, () => new Date(start.getTime() + CLAIM_MS + 1_000)));
    const counts = countBy(received.map((m) => m.messageId));
    expect([...counts.keys()].sort()).toEqual(rows.map((r) => r.messageId).sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const final = await rowsNow(rows.map((r) => r.id));
    expect(final.every((r) => r.status === 'sent')).toBe(true);
    const [abandoned] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.messageId, inFlight.messageId));
    expect(abandoned!.attempts).toBe(2);
  });

  it('two senders at once take different messages: each arrives once', async () => {
    received.length = 0;
    decide = () => 'accept';
    const rows = await queueMessages(12);
    const now = new Date();
    await Promise.all([sendOutbox(jobContext(t.app, () => now)), sendOutbox(jobContext(t.app, () => now))]);
    const counts = countBy(received.map((m) => m.messageId));
    expect([...counts.keys()].sort()).toEqual(rows.map((r) => r.messageId).sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    for (const r of await rowsNow(rows.map((r) => r.id))) expect(r).toMatchObject({ status: 'sent', attempts: 1 });
  });

  // A true crash needs the database in two processes: PostgreSQL only (PGlite here is in this process's memory).
  it.skipIf(!process.env.TEST_POSTGRES_URL)('a sender process killed (SIGKILL) while the SMTP server holds DATA: the rest go once, none twice, none lost', async () => {
    received.length = 0;
    const total = 6;
    const k = 3;
    let seen = 0;
    let held = false;
    decide = () => (++seen === k && !held ? 'hold' : 'accept');
    const holding = new Promise<Received>((resolve) => {
      onHold = (m) => {
        held = true;
        resolve(m);
      };
    });
    const rows = await queueMessages(total);
    const child = spawn(process.execPath, ['tests/helpers/email-sender-process.ts', t.app.database.url!, `smtp://127.0.0.1:${port}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const first = await Promise.race([holding, exited.then((code) => new Error(`sender exited (${code}) before the hold: ${stderr}`))]);
    if (first instanceof Error) throw first;
    child.kill('SIGKILL');
    await exited;
    expect(received).toHaveLength(k - 1);
    const stuck = (await rowsNow(rows.map((r) => r.id))).filter((r) => r.status === 'sending');
    expect(stuck.map((r) => r.messageId)).toContain(first.messageId);
    expect(stuck).toHaveLength(total - (k - 1));

    decide = () => 'accept';
    await sendOutbox(jobContext(t.app, () => new Date()));
    expect(received).toHaveLength(k - 1); // its claim still holds
    await sendOutbox(jobContext(t.app, () => new Date(Date.now() + CLAIM_MS + 1_000)));
    const counts = countBy(received.map((m) => m.messageId));
    expect([...counts.keys()].sort()).toEqual(rows.map((r) => r.messageId).sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    for (const r of await rowsNow(rows.map((r) => r.id))) expect(r.status).toBe('sent');
  }, 90_000); // most of it is the child's start (loading the server's modules)
});
