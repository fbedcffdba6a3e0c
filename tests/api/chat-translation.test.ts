// The chat across the language border (docs/product/languages.md#reading-the-other-side, decision
// 050): any reader of a room may have its messages machine-translated into their language; each
// answer says the message's language and who translated it; a text is sent to the provider once;
// the sender's bank may keep its customers' messages from a cloud provider; a provider that fails
// leaves the original; nobody outside the room learns anything; and each user keeps their own
// choice of translating as messages arrive.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MachineTranslator } from '../../src/server/lib/machine-translation/machine-translation.ts';
import { MachineTranslationError } from '../../src/server/lib/machine-translation/machine-translation.ts';
import { chatApi, type ChatTranslations } from '../../src/shared/schemas/chat.ts';
import { buildChatWorld, type ChatWorld, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const fake = { calls: [] as string[][], fail: false, cloud: false };
const translator: MachineTranslator = {
  provider: 'amazon',
  get cloud() {
    return fake.cloud;
  },
  async translate(texts, _from, to) {
    fake.calls.push(texts);
    if (fake.fail) throw new MachineTranslationError('amazon', 'timeout', 'slow');
    return texts.map((text) => `(${to}) ${text}`);
  },
};

let t: TestApp;
let world: ChatWorld;
let tradingId: string;
const api = (path: string) => `/api/${path}`;
const send = async (who: SignedIn, body: string) => (await t.call(who, 'POST', api(chatApi.messages(tradingId)), { client_id: randomUUID(), body })).json<{ seq: number }>().seq;
const translate = (who: SignedIn, seqs: number[], to: string) => t.call(who, 'POST', api(chatApi.translations(tradingId)), { seqs, to });

beforeAll(async () => {
  t = await createTestApp({}, undefined, { translator });
  world = await buildChatWorld(t.app, t.db);
  tradingId = (await world.negotiation('contract_creation')).id;
});
afterAll(async () => t.close());

describe('chat translation', () => {
  it("translates another language's messages for every reader of the room, once per text", async () => {
    const thai = await send(world.who.representative, 'สวัสดีครับ ขอรายละเอียดเพิ่มเติม');
    const japanese = await send(world.who.offerUser, '資料をお送りします。');
    fake.calls.length = 0;
    const res = await translate(world.who.offerUser, [thai, japanese], 'ja');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ChatTranslations>().items).toEqual([
      { seq: thai, language: 'th', state: 'done', text: '(ja) สวัสดีครับ ขอรายละเอียดเพิ่มเติม', provider: 'amazon', made_at: expect.any(String) },
      { seq: japanese, language: 'ja', state: 'not_needed', text: null, provider: null, made_at: null },
    ]);
    // The offer company's bank reads the room too; the same text is not sent again.
    const bank = (await translate(world.who.offerBank, [thai], 'ja')).json<ChatTranslations>();
    expect(bank.items[0]).toMatchObject({ state: 'done', text: '(ja) สวัสดีครับ ขอรายละเอียดเพิ่มเติม' });
    expect(fake.calls).toEqual([['สวัสดีครับ ขอรายละเอียดเพิ่มเติม']]);
  });

  it('answers 404 to anyone outside the room, and refuses a malformed request', async () => {
    const seq = await send(world.who.representative, 'ราคาเท่าไหร่ครับ');
    for (const outsider of [world.who.otherCompany, world.who.otherBank, world.who.otherCoordinator]) {
      expect((await translate(outsider, [seq], 'ja')).statusCode).toBe(404);
    }
    expect((await translate(world.who.offerUser, [], 'ja')).statusCode).toBe(400);
    expect((await translate(world.who.offerUser, [seq], 'fr')).statusCode).toBe(400);
    expect((await translate(world.who.offerUser, Array.from({ length: 51 }, (_, i) => i + 1), 'ja')).statusCode).toBe(400);
  });

  it('keeps the original with `failed` when the provider fails, and `forbidden` where the sender\'s bank keeps texts from the cloud', async () => {
    const seq = await send(world.who.representative, 'ขอบคุณมากครับ');
    fake.fail = true;
    try {
      expect((await translate(world.who.offerUser, [seq], 'en')).json<ChatTranslations>().items[0]).toMatchObject({ state: 'failed', text: null });
    } finally {
      fake.fail = false;
    }
    fake.cloud = true;
    try {
      // The applicant's bank forbids: its customer's messages stay; the offer company's still go.
      await t.db.execute(`update organisations set cloud_translation = false where id = (select bank_id from organisations where id = '${world.organisations.applicant}')`);
      const reply = await send(world.who.offerUser, 'ありがとうございます。');
      const items = (await translate(world.who.representative, [seq, reply], 'en')).json<ChatTranslations>().items;
      expect(items.map((i) => [i.seq, i.state])).toEqual([
        [seq, 'forbidden'],
        [reply, 'done'],
      ]);
    } finally {
      fake.cloud = false;
    }
  });

  it("keeps each user's own choice of translating as messages arrive", async () => {
    const me = world.who.representative;
    expect((await t.call(me, 'GET', '/api/user/chat-translation')).json()).toEqual({ auto: false });
    expect((await t.call(me, 'PUT', '/api/user/chat-translation', { auto: true })).json()).toEqual({ auto: true });
    expect((await t.call(me, 'GET', '/api/user/chat-translation')).json()).toEqual({ auto: true });
    // Another user's choice is theirs.
    expect((await t.call(world.who.offerUser, 'GET', '/api/user/chat-translation')).json()).toEqual({ auto: false });
    expect((await t.call(me, 'PUT', '/api/user/chat-translation', { auto: 'yes' })).statusCode).toBe(400);
  });
});

describe("the negotiation's texts", () => {
  const translateTexts = (who: SignedIn, id: string, fields: string[], to: string) =>
    t.call(who, 'POST', `/api/negotiations/${id}/translations`, { fields, to });

  it('translates only what the reader may read: the offer company gets no application text before the bank approved it', async () => {
    const early = await world.negotiation('bank_approval');
    const hidden = await translateTexts(world.who.offerUser, early.id, ['application_details'], 'ja');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ items: [] });
    // The applicant's bank reads it, in another language: translated.
    const bank = await translateTexts(world.who.applicantBank, early.id, ['application_details'], 'th');
    expect(bank.json<{ items: { field: string; state: string; text: string }[] }>().items).toEqual([
      expect.objectContaining({ field: 'application_details', language: 'en', state: 'done', text: '(th) We would like to buy 5,000 parts a month from next spring.' }),
    ]);
    for (const outsider of [world.who.otherCompany, world.who.otherBank]) {
      expect((await translateTexts(outsider, early.id, ['application_details'], 'ja')).statusCode).toBe(404);
    }
    expect((await translateTexts(world.who.offerUser, early.id, ['history'], 'ja')).statusCode).toBe(400);
  });

  it("translates a company's business description only for who may open its profile through the negotiation", async () => {
    const description = 'ผลิตชิ้นส่วนอิเล็กทรอนิกส์สำหรับยานยนต์';
    await t.db.execute(`update organisations set business_description = '${description}' where id = '${world.organisations.applicant}'`);
    // Before both NDAs the applicant is hidden from the offer company: nothing of its profile is translated.
    const hidden = await world.negotiation('nda_applicant');
    expect((await translateTexts(world.who.offerUser, hidden.id, ['applicant_business'], 'ja')).json()).toEqual({ items: [] });
    // Disclosed: the offer company reads it in Japanese, said to be the machine's.
    const disclosed = await translateTexts(world.who.offerUser, tradingId, ['applicant_business', 'offer_company_business'], 'ja');
    expect(disclosed.statusCode, disclosed.body).toBe(200);
    expect(disclosed.json<{ items: unknown[] }>().items).toEqual([
      { field: 'applicant_business', language: 'th', state: 'done', text: `(ja) ${description}`, provider: 'amazon', made_at: expect.any(String) },
    ]);
    // The applicant's own bank sees its customer's profile; another bank learns nothing.
    expect((await translateTexts(world.who.applicantBank, hidden.id, ['applicant_business'], 'en')).json<{ items: unknown[] }>().items).toHaveLength(1);
    expect((await translateTexts(world.who.otherBank, tradingId, ['applicant_business'], 'ja')).statusCode).toBe(404);
  });
});
