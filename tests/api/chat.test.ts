// The negotiation chat over HTTP (decision 020): who reads and who writes (the chat row of
// docs/product/visibility.md, per role, and everyone it leaves out), a closed room, one message per client id (also
// when retries race), the 5,000-character limit, history pages, read receipts, attachments (by
// content, size, per-user cap, download only by the room's readers) and the event a message writes.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, events } from '../../src/server/db/schema/index.ts';
import { sweepUnsentAttachments, UNSENT_ATTACHMENT_TTL_MS } from '../../src/server/modules/chat/chat.service.ts';
import { MemoryImageStore } from '../../src/server/modules/images/image-store.ts';
import { LIMITS } from '../../src/shared/limits.ts';
import type { NegotiationStage } from '../../src/shared/negotiation-lifecycle.ts';
import { chatApi } from '../../src/shared/schemas/chat.ts';
import { buildChatWorld, CHAT_WHO, type ChatWho, type ChatWorld, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { statementsDuring } from '../helpers/statements.ts';

let t: TestApp;
let world: ChatWorld;
const store = new MemoryImageStore();

beforeAll(async () => {
  t = await createTestApp({}, undefined, { imageStore: store });
  world = await buildChatWorld(t.app, t.db);
});
afterAll(async () => t.close());

const api = (path: string) => `/api/${path}`;
const send = (who: SignedIn, id: string, body: string, extra: Record<string, unknown> = {}) =>
  t.call(who, 'POST', api(chatApi.messages(id)), { client_id: randomUUID(), body, ...extra });

const READERS: ChatWho[] = ['representative', 'applicantColleague', 'offerUser', 'coordinator', 'applicantBank', 'offerBank', 'operator'];
const WRITERS: ChatWho[] = ['representative', 'offerUser', 'coordinator'];

describe('who reads and who writes (docs/product/visibility.md, decision 020)', () => {
  it('answers the room to its readers and 404 to everyone else; may_write only for the writers', async () => {
    const n = await world.negotiation('contract_creation');
    for (const who of CHAT_WHO) {
      const res = await t.call(world.who[who], 'GET', api(chatApi.room(n.id)));
      if (READERS.includes(who)) {
        expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
        expect(res.json(), who).toMatchObject({ trading_id: n.id, last_seq: 0, closed_at: null, may_write: WRITERS.includes(who), my_last_read_seq: 0 });
      } else {
        expect(res.statusCode, who).toBe(404);
        expect(res.json().code, who).toBe('negotiation_not_found');
      }
    }
  });

  it('stores a message from each writer, 403 for a reader who does not write, 404 for a non-member; history for every reader', async () => {
    const n = await world.negotiation('contract_signing');
    for (const who of CHAT_WHO) {
      const res = await send(world.who[who], n.id, `Hello from ${who}`);
      // Banks and the operator are refused by their role before anything else (the route's roles), any bank alike.
      const expected = WRITERS.includes(who) ? 200 : READERS.includes(who) || who === 'otherBank' ? 403 : 404;
      expect(res.statusCode, `${who}: ${res.body}`).toBe(expected);
      if (expected === 404) expect(res.json().code).toBe('negotiation_not_found');
    }
    for (const who of CHAT_WHO) {
      const res = await t.call(world.who[who], 'GET', api(chatApi.messages(n.id)));
      if (!READERS.includes(who)) {
        expect(res.statusCode, who).toBe(404);
        continue;
      }
      expect(res.statusCode, who).toBe(200);
      const page = res.json();
      expect(page.items.map((m: { seq: number; body: string; sender: { side: string } }) => [m.seq, m.body, m.sender.side]), who).toEqual([
        [1, 'Hello from representative', 'applicant'],
        [2, 'Hello from offerUser', 'offer_company'],
        [3, 'Hello from coordinator', 'coordinator'],
      ]);
    }
  });

  it('names the sender and the organisation in the reader\'s language', async () => {
    const n = await world.negotiation('contract_creation');
    const sent = (await send(world.who.representative, n.id, 'สวัสดีครับ')).json();
    expect(sent.sender.name).toMatch(/^Somchai /);
    const ja = (await t.call(world.who.offerUser, 'GET', api(chatApi.messages(n.id)), undefined, { 'accept-language': 'ja' })).json();
    // The offer user has no stored language: the request's decides. A Thai company reads in English to a
    // Japanese reader, its registered name beside it; the sender too (docs/product/languages.md#names).
    expect(ja.items[0].sender.organisation_name).toMatch(/^Chat Applicant .* Co\., Ltd\.（บริษัท แชท .*）$/);
    expect(ja.items[0].sender.name).toMatch(/^Somchai .*（สมชาย .*）$/);
    const th = (await t.call(world.who.representative, 'GET', api(chatApi.messages(n.id)), undefined, { 'accept-language': 'th' })).json();
    expect(th.items[0].sender.organisation_name).toMatch(/^บริษัท แชท /);
    expect(th.items[0].sender.name).toMatch(/^สมชาย [^(]*$/);
  });

  const REFUSED: [string, NegotiationStage, { coordinator?: null }][] = [
    ['before disclosure (no room)', 'nda_applicant', {}],
    ['only offered to the coordinator', 'coordinator_offered', {}],
    ['with no coordinator assigned (none yet, or it declined)', 'coordinator_assignment', { coordinator: null }],
  ];
  for (const [name, stage, overrides] of REFUSED) {
    it(`refuses the coordinator ${name}; the parties read only after disclosure`, async () => {
      const n = await world.negotiation(stage, overrides);
      const res = await t.call(world.who.coordinator, 'GET', api(chatApi.room(n.id)));
      expect(res.statusCode).toBe(404);
      expect((await send(world.who.coordinator, n.id, 'Hi')).statusCode).toBe(404);
      const partyStatus = stage === 'nda_applicant' ? 404 : 200;
      for (const who of ['representative', 'offerUser'] as const) expect((await t.call(world.who[who], 'GET', api(chatApi.room(n.id)))).statusCode, who).toBe(partyStatus);
    });
  }

  it('answers 404 for an unknown trading id and 400 for a malformed one (decision 045), on every call', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '%27%3B--']) {
      const malformed = id !== id.toLowerCase() || !/^[0-9a-f-]{36}$/.test(id);
      for (const [method, path] of [
        ['GET', chatApi.room(id)],
        ['GET', chatApi.messages(id)],
        ['POST', chatApi.messages(id)],
        ['PUT', chatApi.read(id)],
        ['GET', chatApi.attachment(id, randomUUID())],
      ] as const) {
        const body = method === 'POST' ? { client_id: randomUUID(), body: 'x' } : method === 'PUT' ? { seq: 1 } : undefined;
        const res = await t.call(world.who.offerUser, method, api(path), body);
        expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(malformed ? 400 : 404);
        expect(res.json().code).toBe(malformed ? 'validation_failed' : 'negotiation_not_found');
      }
    }
  });
});

describe('a closed room', () => {
  for (const stage of ['completed', 'canceled'] as const) {
    it(`refuses a message once ${stage} (409 chat_closed), and its history stays readable`, async () => {
      const n = await world.negotiation(stage);
      const res = await send(world.who.offerUser, n.id, 'Anyone there?');
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('chat_closed');
      const room = (await t.call(world.who.offerUser, 'GET', api(chatApi.room(n.id)))).json();
      expect(room.closed_at).not.toBeNull();
      expect(room.may_write).toBe(false);
      expect((await t.call(world.who.operator, 'GET', api(chatApi.messages(n.id)))).statusCode).toBe(200);
      expect(await t.db.select().from(chatMessages).where(eq(chatMessages.negotiationId, n.id))).toEqual([]);
    });
  }
});

describe('one message per client id', () => {
  it('answers a retry with the original and stores nothing new', async () => {
    const n = await world.negotiation();
    const clientId = randomUUID();
    const first = await t.call(world.who.offerUser, 'POST', api(chatApi.messages(n.id)), { client_id: clientId, body: 'Once' });
    const again = await t.call(world.who.offerUser, 'POST', api(chatApi.messages(n.id)), { client_id: clientId, body: 'Once (edited in the retry)' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // The same client id from another sender is another message.
    const other = await t.call(world.who.representative, 'POST', api(chatApi.messages(n.id)), { client_id: clientId, body: 'Mine' });
    expect(other.json().seq).toBe(2);
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.negotiationId, n.id))).toHaveLength(2);
  });

  it('stores one message when the same client id races, and numbers racing messages 1…n without a gap', async () => {
    const n = await world.negotiation();
    const clientId = randomUUID();
    const same = await Promise.all(Array.from({ length: 8 }, () => t.call(world.who.offerUser, 'POST', api(chatApi.messages(n.id)), { client_id: clientId, body: 'Race' })));
    expect(same.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(same.map((r) => r.json().seq))).toEqual(new Set([1]));
    const many = await Promise.all(Array.from({ length: 12 }, (_, i) => send(i % 2 ? world.who.offerUser : world.who.representative, n.id, `m${i}`)));
    expect(many.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const rows = await t.db.select({ seq: chatMessages.seq }).from(chatMessages).where(eq(chatMessages.negotiationId, n.id));
    expect(rows.map((r) => r.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
  });
});

describe('text', () => {
  it('takes 5,000 characters and refuses 5,001 or an empty message', async () => {
    const n = await world.negotiation();
    expect((await send(world.who.offerUser, n.id, 'あ'.repeat(LIMITS.chatMessage))).statusCode).toBe(200);
    const long = await send(world.who.offerUser, n.id, 'あ'.repeat(LIMITS.chatMessage + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.body).toBeDefined();
    expect((await send(world.who.offerUser, n.id, '   ')).statusCode).toBe(400);
    expect((await t.call(world.who.offerUser, 'POST', api(chatApi.messages(n.id)), { client_id: 'nope', body: 'x' })).statusCode).toBe(400);
  });

  it('writes a chat.message event in the same transaction (the notifications tell the other side from it)', async () => {
    const n = await world.negotiation();
    const m = (await send(world.who.representative, n.id, 'Event me')).json();
    const rows = await t.db.select().from(events).where(and(eq(events.subjectType, 'chat'), eq(events.subjectId, n.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'chat.message', actorUserId: world.who.representative.userId, actorOrganisationId: world.organisations.applicant, payload: { seq: m.seq } });
    // The negotiation's own history is untouched.
    expect((await t.call(world.who.operator, 'GET', `/api/negotiations/${n.id}`)).statusCode).toBe(200);
  });
});

describe('history pages', () => {
  it('pages backwards with before and forwards with after, ascending, with has_more', async () => {
    const n = await world.negotiation();
    for (let i = 1; i <= 7; i++) await send(world.who.offerUser, n.id, `p${i}`);
    const page = async (query: string) => (await t.call(world.who.operator, 'GET', api(`${chatApi.messages(n.id)}?${query}`))).json();
    const seqs = (p: { items: { seq: number }[] }) => p.items.map((m) => m.seq);
    let p = await page('limit=3');
    expect([seqs(p), p.has_more]).toEqual([[5, 6, 7], true]);
    p = await page('limit=3&before=5');
    expect([seqs(p), p.has_more]).toEqual([[2, 3, 4], true]);
    p = await page('limit=3&before=2');
    expect([seqs(p), p.has_more]).toEqual([[1], false]);
    p = await page('limit=3&after=3');
    expect([seqs(p), p.has_more]).toEqual([[4, 5, 6], true]);
    p = await page('after=6');
    expect([seqs(p), p.has_more]).toEqual([[7], false]);
    expect((await t.call(world.who.operator, 'GET', api(`${chatApi.messages(n.id)}?limit=0`))).statusCode).toBe(400);
  });
});

describe('read receipts', () => {
  it('records how far each member read, never backwards nor past the newest; the others see it', async () => {
    const n = await world.negotiation();
    for (let i = 1; i <= 3; i++) await send(world.who.offerUser, n.id, `r${i}`);
    const read = (who: SignedIn, seq: number) => t.call(who, 'PUT', api(chatApi.read(n.id)), { seq });
    expect((await read(world.who.representative, 2)).statusCode).toBe(204);
    expect((await read(world.who.representative, 1)).statusCode).toBe(204);
    expect((await read(world.who.coordinator, 99)).statusCode).toBe(204);
    expect((await read(world.who.applicantBank, 3)).statusCode).toBe(204);
    expect((await read(world.who.otherBank, 3)).statusCode).toBe(404);
    const room = (await t.call(world.who.offerUser, 'GET', api(chatApi.room(n.id)))).json();
    const receipts = Object.fromEntries(room.receipts.map((r: { user_id: string; last_read_seq: number; side: string }) => [r.user_id, [r.last_read_seq, r.side]]));
    // A bank's reading is nobody's receipt; the others', each with its side.
    expect(receipts).toEqual({
      [world.who.representative.userId]: [2, 'applicant'],
      [world.who.coordinator.userId]: [3, 'coordinator'],
    });
    const own = (await t.call(world.who.representative, 'GET', api(chatApi.room(n.id)))).json();
    expect(own.my_last_read_seq).toBe(2);
    expect(own.receipts.map((r: { user_id: string }) => r.user_id)).not.toContain(world.who.representative.userId);
    expect((await t.call(world.who.applicantBank, 'GET', api(chatApi.room(n.id)))).json().my_last_read_seq).toBe(3);
  });
});

// ---- attachments --------------------------------------------------------------------------

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\ntrailer<< /Root 1 0 R >>\n%%EOF\n');
const cfb = () => {
  const bytes = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  return bytes;
};

function multipart(fileName: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = `----chat${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
async function upload(who: SignedIn, id: string, fileName: string, bytes: Buffer) {
  const { payload, headers } = multipart(fileName, bytes);
  return t.app.inject({ method: 'POST', url: api(chatApi.attachments(id)), payload, headers: { ...who.headers, ...headers } });
}

describe('attachments', () => {
  it('takes a PDF, an image, a legacy Office file by content; the room\'s readers download it, nobody else', async () => {
    const n = await world.negotiation();
    const pdf = await upload(world.who.offerUser, n.id, '見積書 (draft).pdf', PDF);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json()).toMatchObject({ file_name: '見積書 (draft).pdf', content_type: 'application/pdf', size: PDF.length });
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#369' } }).png().toBuffer();
    expect((await upload(world.who.representative, n.id, 'photo', png)).json()).toMatchObject({ file_name: 'photo.png', content_type: 'image/png' });
    expect((await upload(world.who.coordinator, n.id, 'minutes.xls', cfb())).json()).toMatchObject({ content_type: 'application/vnd.ms-excel' });

    const sent = await send(world.who.offerUser, n.id, 'The quotation', { attachment_id: pdf.json().id });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().attachment).toEqual(pdf.json());
    const path = api(chatApi.attachment(n.id, pdf.json().id));
    for (const who of CHAT_WHO) {
      const res = await t.call(world.who[who], 'GET', path);
      expect(res.statusCode, who).toBe(READERS.includes(who) ? 200 : 404);
      if (res.statusCode !== 200) continue;
      expect(res.rawPayload.equals(PDF)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="___ (draft).pdf"; filename*=UTF-8''${encodeURIComponent('見積書').replace(/'/g, '%27')}%20%28draft%29.pdf`);
      expect(res.headers['cache-control']).toMatch(/^private/);
    }
    // A member of another room cannot reach it through their own room either.
    const other = await world.negotiation();
    expect((await t.call(world.who.offerUser, 'GET', api(chatApi.attachment(other.id, pdf.json().id)))).statusCode).toBe(404);
  });

  it('refuses what is not an accepted type by content (whatever its name), a file over 10 MB, and a reader\'s upload', async () => {
    const n = await world.negotiation();
    const refused = async (name: string, bytes: Buffer) => (await upload(world.who.offerUser, n.id, name, bytes)).json().code;
    expect(await refused('contract.pdf', Buffer.from('MZ\x90\x00 this is a program, not a PDF'))).toBe('unsupported_attachment');
    expect(await refused('notes.txt', Buffer.from('plain text'))).toBe('unsupported_attachment');
    expect(await refused('macro.zip', Buffer.from('PK\x03\x04not really a zip'))).toBe('unsupported_attachment');
    // A compound file named as none of the three legacy Office types.
    expect(await refused('installer.msi', cfb())).toBe('unsupported_attachment');
    const big = Buffer.concat([PDF, Buffer.alloc(LIMITS.chatAttachmentBytes)]);
    const res = await upload(world.who.offerUser, n.id, 'big.pdf', big);
    expect(res.statusCode).toBe(413);
    expect((await upload(world.who.offerBank, n.id, 'x.pdf', PDF)).statusCode).toBe(403);
    expect((await upload(world.who.otherCompany, n.id, 'x.pdf', PDF)).statusCode).toBe(404);
    const closed = await world.negotiation('completed');
    expect((await upload(world.who.offerUser, closed.id, 'x.pdf', PDF)).json().code).toBe('chat_closed');
  });

  it('takes an upload only into a message of its uploader in its room, once; an unsent one is the uploader\'s alone', async () => {
    const n = await world.negotiation();
    const other = await world.negotiation();
    const mine = (await upload(world.who.offerUser, n.id, 'a.pdf', PDF)).json();
    expect((await t.call(world.who.representative, 'GET', api(chatApi.attachment(n.id, mine.id)))).statusCode).toBe(404);
    expect((await t.call(world.who.offerUser, 'GET', api(chatApi.attachment(n.id, mine.id)))).statusCode).toBe(200);
    expect((await send(world.who.representative, n.id, 'Taking yours', { attachment_id: mine.id })).statusCode).toBe(400);
    expect((await send(world.who.offerUser, other.id, 'Wrong room', { attachment_id: mine.id })).statusCode).toBe(400);
    expect((await send(world.who.offerUser, n.id, '', { attachment_id: mine.id })).statusCode).toBe(200);
    expect((await send(world.who.offerUser, n.id, 'Again', { attachment_id: mine.id })).statusCode).toBe(400);
    expect((await t.call(world.who.representative, 'GET', api(chatApi.attachment(n.id, mine.id)))).statusCode).toBe(200);
  });

  it('sweeps uploads no message took after a day (row and bytes), never a sent one', async () => {
    const n = await world.negotiation();
    const unsent = (await upload(world.who.representative, n.id, 'draft.pdf', PDF)).json();
    const sent = (await upload(world.who.representative, n.id, 'final.pdf', PDF)).json();
    expect((await send(world.who.representative, n.id, 'Final', { attachment_id: sent.id })).statusCode).toBe(200);
    const stored = store.objects.size;
    expect(await sweepUnsentAttachments(t.db, store, new Date())).toBe(0);
    expect(await sweepUnsentAttachments(t.db, store, new Date(Date.now() + UNSENT_ATTACHMENT_TTL_MS + 60_000))).toBeGreaterThanOrEqual(1);
    expect(store.objects.size).toBeLessThan(stored);
    expect((await t.call(world.who.representative, 'GET', api(chatApi.attachment(n.id, unsent.id)))).statusCode).toBe(404);
    expect((await t.call(world.who.offerUser, 'GET', api(chatApi.attachment(n.id, sent.id)))).statusCode).toBe(200);
  });

  it(`keeps at most ${LIMITS.chatUnsentAttachments} unsent uploads per user (429)`, async () => {
    const n = await world.negotiation();
    const user = world.who.coordinator;
    const results = await Promise.all(Array.from({ length: LIMITS.chatUnsentAttachments + 3 }, (_, i) => upload(user, n.id, `f${i}.pdf`, PDF)));
    const codes = results.map((r) => r.statusCode).sort();
    // Uploads earlier tests left unsent count too.
    expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(LIMITS.chatUnsentAttachments);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(3);
    expect(results.find((r) => r.statusCode === 429)!.json().code).toBe('too_many_unsent_attachments');
  });
});

describe('what a message costs the database (decision 052)', () => {
  // On PostgreSQL (test:pg runs it), where every statement is a round trip through pg's client.
  it.runIf(!!process.env.TEST_POSTGRES_URL)('a text message is 4 statements of the chat and 3 of its notification: no read before the write, no read-back after it', async () => {
    const n = await world.negotiation('contract_signing');
    await send(world.who.representative, n.id, 'warm-up: the session is read and kept');
    const seen = await statementsDuring(async () => {
      expect((await send(world.who.representative, n.id, 'counted')).statusCode).toBe(200);
    });
    const listed = seen.join('\n');
    // The chat's own: its standing (negotiation, room and representation in one read), and the
    // write as one statement (seq, message, attachment, event, notice) between begin and commit.
    expect(seen[0], listed).toMatch(/^select .* from "negotiations" left join "negotiation_chat_rooms"/);
    expect(seen[1], listed).toBe('begin');
    expect(seen[2], listed).toMatch(/^with room as \( update "negotiation_chat_rooms"/);
    expect(seen.at(-1), listed).toBe('commit');
    // The room's notice for the other side, in the same transaction: the message with its
    // negotiation and the room's writers in one read, the upsert carrying the inbox's notice, the
    // readers' e-mail settings.
    expect(seen.slice(3, -1), listed).toHaveLength(3);
    expect(seen[3], listed).toMatch(/"writer".*"chat_messages"/);
    expect(seen[4], listed).toMatch(/^insert into "notifications" .* returning .*pg_notify/);
    expect(seen.filter((q) => /pg_notify/.test(q)), listed).toHaveLength(2); // the chat's own in its CTE, the inbox's in the upsert
    expect(seen.filter((q) => /chat_messages/.test(q)), listed).toHaveLength(2);
  });
});
