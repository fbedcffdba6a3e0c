import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerImages } from '../../src/server/db/schema/index.ts';
import { AppError } from '../../src/server/lib/errors.ts';
import { MemoryImageStore } from '../../src/server/modules/images/image-store.ts';
import { en } from '../../src/shared/i18n/en.ts';
import { sweepUnattachedImages, UNATTACHED_IMAGES_PER_USER } from '../../src/server/modules/images/images.service.ts';
import { buildOffer, buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { offerFields, pngBytes, uploadImage } from '../helpers/offers.ts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/client.ts';

let t: TestApp;
let app: FastifyInstance;
let db: Database;
const store = new MemoryImageStore();
let company: Awaited<ReturnType<typeof buildOrganisation>>;
let admin: SignedIn;
let member: SignedIn;
let manager: SignedIn;
let other: SignedIn;
let banker: SignedIn;
let partner: SignedIn;

beforeAll(async () => {
  // The real app, with images in memory so that the test can see what is stored and swept.
  t = await createTestApp({}, undefined, { imageStore: store });
  app = t.app;
  db = t.db;
  const bank = await buildOrganisation(db, { role: 'bank', bankCode: 'img-bank', name: 'Image Bank' });
  company = await buildOrganisation(db, { role: 'enterprise', bankId: bank.id, bankCode: 'img-bank', name: 'Image Works' });
  const otherCompany = await buildOrganisation(db, { role: 'enterprise', bankId: bank.id, bankCode: 'img-bank', name: 'Partner Works' });
  const user = async (organisationId: string, userType: 'administrator' | 'general_user' = 'general_user') =>
    signIn(app, (await buildUser(db, { organisationId, userType, language: 'en' })).id);
  admin = await user(company.id, 'administrator');
  member = await user(company.id);
  manager = await user(company.id);
  other = await user(company.id);
  banker = await user(bank.id);
  partner = await user(otherCompany.id);
});
afterAll(async () => t.close());


async function newImage(who: SignedIn = member, bytes?: Buffer): Promise<string> {
  const res = await uploadImage(app, who, bytes);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().image_id;
}

const expectErrorShape = (res: { statusCode: number; json(): unknown }, status: number, code: string) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ status, code, message: expect.any(String), request_id: expect.any(String) });
};

describe('decoding cost', () => {
  it('refuses an image over 24 megapixels with 413 and says the limit, though its file is small', async () => {
    // 5000 × 5000 = 25 megapixels of one colour, 16 bits a channel: a few kilobytes on disk.
    const huge = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#204060' } })
      .toColourspace('rgb16')
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024);
    const res = await uploadImage(app, member, huge);
    expectErrorShape(res, 413, 'image_too_many_pixels');
    expect(res.json().message).toContain('24 megapixels');
  });

  it('accepts a 16-bit image: one 8-bit WebP of at most 2400 pixels a side, and a 480 × 320 thumbnail', async () => {
    const deep = await sharp({ create: { width: 3000, height: 1500, channels: 4, background: { r: 10, g: 200, b: 30, alpha: 0.5 } } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    const up = await uploadImage(app, member, deep);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ width: 2400, height: 1200 });
    const full = await sharp((await t.call(member, 'GET', up.json().url)).rawPayload).metadata();
    expect(full).toMatchObject({ format: 'webp', width: 2400, height: 1200, depth: 'uchar' });
    const thumb = await sharp((await t.call(member, 'GET', up.json().thumbnail_url)).rawPayload).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 480, height: 320 });
  });
});

describe('malformed uploads answer 400 with the error shape, never 500 nor 413', () => {
  const boundary = 'bizmatchBoundary';
  const part = (name: string, body: Buffer | string, file = true) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="a.png"\r\nContent-Type: image/png' : ''}\r\n\r\n`),
      Buffer.from(body),
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const withBoundary = `multipart/form-data; boundary=${boundary}`;

  it.each([
    ['no boundary', 'multipart/form-data', async () => Buffer.concat([part('file', await pngBytes()), end])],
    ['an empty boundary', 'multipart/form-data; boundary=', async () => Buffer.concat([part('file', await pngBytes()), end])],
    ['another boundary than the body’s', 'multipart/form-data; boundary=other', async () => Buffer.concat([part('file', await pngBytes()), end])],
    ['no part at all', withBoundary, async () => end],
    ['a text field only', withBoundary, async () => Buffer.concat([part('note', 'hello', false), end])],
    ['a text field before the file', withBoundary, async () => Buffer.concat([part('note', 'hello', false), part('file', await pngBytes()), end])],
    ['the file in another field', withBoundary, async () => Buffer.concat([part('image', await pngBytes()), end])],
    ['two files', withBoundary, async () => Buffer.concat([part('file', await pngBytes()), part('file', await pngBytes()), end])],
    ['an empty body', withBoundary, async () => Buffer.alloc(0)],
    ['a body cut inside the file', withBoundary, async () => part('file', await pngBytes()).subarray(0, 120)],
    ['a body cut before the closing boundary', withBoundary, async () => part('file', await pngBytes())],
    ['garbage', withBoundary, async () => Buffer.from('this is not a multipart body at all')],
  ])('%s', async (_name, contentType, body) => {
    const before = (await db.select({ id: offerImages.id }).from(offerImages)).length;
    const res = await t.call(member, 'POST', '/api/offer-images', await body(), { 'content-type': contentType });
    expectErrorShape(res, 400, 'invalid_upload');
    expect(res.json().message).toContain('"file"');
    expect((await db.select({ id: offerImages.id }).from(offerImages)).length).toBe(before);
  });
});

describe('offer images follow the offer-manager rule', () => {
  it('once managers are named, only they and administrators may upload; others get 403 and nothing is stored', async () => {
    const named = await t.call(admin, 'PUT', '/api/offer-managers', { user_ids: [manager.userId] });
    expect(named.statusCode, named.body).toBe(200);
    try {
      const objects = store.objects.size;
      const refused = await uploadImage(app, other);
      expectErrorShape(refused, 403, 'forbidden');
      expect(store.objects.size).toBe(objects);
      expect((await uploadImage(app, manager)).statusCode).toBe(200);
      expect((await uploadImage(app, admin)).statusCode).toBe(200);
      // The same user is refused an offer too: the rule is one.
      expect((await t.call(other, 'POST', '/api/offers', { intent: 'save_draft', offer: { type: 'sell', title: 'x' } })).statusCode).toBe(403);
    } finally {
      expect((await t.call(admin, 'PUT', '/api/offer-managers', { user_ids: [] })).statusCode).toBe(200);
    }
    expect((await uploadImage(app, other)).statusCode).toBe(200);
  });

  it('a bank user cannot upload', async () => {
    expect((await uploadImage(app, banker)).statusCode).toBe(403);
  });
});

describe('images no offer holds', () => {
  it('are removed (row and bytes) a day after upload; attached ones stay', async () => {
    const loose = await newImage(other);
    const attached = await newImage(other);
    await buildOffer(db, { owner: company, status: 'draft', title: 'keeps its image', imageIds: [attached] });
    const keysOf = async (id: string) => (await db.select().from(offerImages).where(eq(offerImages.id, id)))[0];
    const looseRow = (await keysOf(loose))!;
    expect(store.objects.has(looseRow.storageKey)).toBe(true);

    // An hour later: not yet.
    await sweepUnattachedImages(db, store, new Date(Date.now() + 60 * 60_000));
    expect(await keysOf(loose)).toBeDefined();

    // A day and a bit later: gone, bytes included; the attached image is untouched.
    expect(await sweepUnattachedImages(db, store, new Date(Date.now() + 25 * 60 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await keysOf(loose)).toBeUndefined();
    expect(store.objects.has(looseRow.storageKey)).toBe(false);
    expect(store.objects.has(looseRow.thumbnailKey)).toBe(false);
    const attachedRow = (await keysOf(attached))!;
    expect(store.objects.has(attachedRow.storageKey)).toBe(true);
    expect((await t.call(other, 'GET', `/api/offer-images/${loose}`)).statusCode).toBe(404);
    // Saving an offer with a swept image is a clear field error, not a 500.
    const late = await t.call(other, 'POST', '/api/offers', { intent: 'save_draft', offer: { type: 'sell', title: 'too late', image_ids: [loose] } });
    expect(late.statusCode).toBe(400);
    expect(late.json().fields).toHaveProperty(['offer.image_ids']);
  });

  it(`a user may have at most ${UNATTACHED_IMAGES_PER_USER}; the next upload answers 429 with a message, and attaching frees room`, async () => {
    const uploader = await signIn(app, (await buildUser(db, { organisationId: company.id, language: 'en' })).id);
    const first = await newImage(uploader);
    // The rest as rows: uploading 29 more images would only make the test slow.
    await db.insert(offerImages).values(
      Array.from({ length: UNATTACHED_IMAGES_PER_USER - 1 }, (_, i) => ({
        organisationId: company.id,
        storageKey: `quota-${i}-${uploader.userId}.webp`,
        thumbnailKey: `quota-${i}-${uploader.userId}-t.webp`,
        contentType: 'image/webp',
        width: 10,
        height: 10,
        bytes: 10,
        uploadedBy: uploader.userId,
      })),
    );
    const refused = await uploadImage(app, uploader);
    expectErrorShape(refused, 429, 'too_many_unattached_images');
    expect(refused.json().message).toContain('30');
    // What is wrong with a file itself is still said first.
    expect((await uploadImage(app, uploader, Buffer.from('not an image at all'))).json().code).toBe('unsupported_image');
    const [unattached] = await db
      .select({ id: offerImages.id })
      .from(offerImages)
      .where(and(eq(offerImages.uploadedBy, uploader.userId), isNull(offerImages.offerId)));
    expect(unattached).toBeDefined();

    // Another user of the company is not held back.
    expect((await uploadImage(app, member)).statusCode).toBe(200);
    const saved = await t.call(uploader, 'POST', '/api/offers', { intent: 'save_draft', offer: { type: 'sell', title: 'uses one', image_ids: [first] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await uploadImage(app, uploader)).statusCode).toBe(200);
  });
});

describe('image caching', () => {
  it('is private and revalidated (ETag, 304), and a partner whose permission ended gets 404, not 304', async () => {
    const image = await newImage(member);
    const offer = await buildOffer(db, { owner: company, status: 'published', imageIds: [image] });

    for (const url of [`/api/offer-images/${image}`, `/api/offer-images/${image}/thumbnail`]) {
      const first = await t.call(partner, 'GET', url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const again = await t.call(partner, 'GET', url, undefined, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['cache-control']).toBe('private, no-cache');
      // Another ETag is not a match.
      expect((await t.call(partner, 'GET', url, undefined, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    }
    const etag = (await t.call(partner, 'GET', `/api/offer-images/${image}`)).headers.etag as string;

    // The offer turns private (registered again, so back to review as well): the partner's cached copy is not confirmed.
    const priv = await t.call(member, 'PUT', `/api/offers/${offer.id}`, {
      intent: 'register',
      version: offer.version,
      offer: offerFields([image], { is_public: false }),
    });
    expect(priv.statusCode, priv.body).toBe(200);
    expectErrorShape(await t.call(partner, 'GET', `/api/offer-images/${image}`, undefined, { 'if-none-match': etag }), 404, 'not_found');
    expect((await t.call(partner, 'GET', `/api/offer-images/${image}/thumbnail`, undefined, { 'if-none-match': etag })).statusCode).toBe(404);
    // Its own company still revalidates.
    expect((await t.call(member, 'GET', `/api/offer-images/${image}`, undefined, { 'if-none-match': etag })).statusCode).toBe(304);
  });
});

describe('image order', () => {
  it('stores and answers the order sent, shows the first in lists, and follows a reorder', async () => {
    const [a, b, c] = [await newImage(), await newImage(), await newImage()];
    const created = await t.call(member, 'POST', '/api/offers', { intent: 'save_draft', offer: { type: 'sell', title: 'ordered images', image_ids: [c, a, b] } });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().offer_id;
    const order = async () => ((await t.call(member, 'GET', `/api/offers/${id}/manage`)).json().images as { image_id: string }[]).map((i) => i.image_id);
    const listThumbnail = async () => {
      const list = await t.call(member, 'GET', `/api/offers/in-house?keyword=${encodeURIComponent('ordered images')}`);
      const item = (list.json().items as { offer_id: string; thumbnail_url: string | null }[]).find((i) => i.offer_id === id);
      return item?.thumbnail_url;
    };
    expect(created.json().images.map((i: { image_id: string }) => i.image_id)).toEqual([c, a, b]);
    expect(await order()).toEqual([c, a, b]);
    expect(await listThumbnail()).toBe(`/api/offer-images/${c}/thumbnail`);

    const version = (await t.call(member, 'GET', `/api/offers/${id}/manage`)).json().version;
    const moved = await t.call(member, 'PUT', `/api/offers/${id}`, { intent: 'save_draft', version, offer: { type: 'sell', title: 'ordered images', image_ids: [b, c, a] } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await order()).toEqual([b, c, a]);
    expect(await listThumbnail()).toBe(`/api/offer-images/${b}/thumbnail`);

    // An id sent twice would make its place ambiguous: refused, and the order stays.
    const twice = await t.call(member, 'PUT', `/api/offers/${id}`, {
      intent: 'save_draft',
      version: moved.json().version,
      offer: { type: 'sell', title: 'ordered images', image_ids: [a, b, a] },
    });
    expect(twice.statusCode).toBe(400);
    expect(await order()).toEqual([b, c, a]);
  });
});

describe('a full or unwritable image store', () => {
  it('answers 503 storage_unavailable in the uploader\'s language and keeps neither file nor row, even when only the thumbnail failed', async () => {
    const rows = async () => (await db.select().from(offerImages).where(eq(offerImages.uploadedBy, member.userId))).length;
    const before = { objects: store.objects.size, rows: await rows() };
    const put = store.put.bind(store);
    let calls = 0;
    // The image is stored, then the disk is full for its thumbnail.
    store.put = async (key, bytes) => {
      calls += 1;
      if (calls === 2) throw new AppError(503, 'storage_unavailable', 'image store: ENOSPC');
      return put(key, bytes);
    };
    try {
      const res = await uploadImage(app, member);
      expectErrorShape(res, 503, 'storage_unavailable');
      expect(res.json().message).toBe(en.api_error.storage_unavailable);
    } finally {
      store.put = put;
    }
    expect(calls).toBe(2);
    expect(store.objects.size).toBe(before.objects);
    expect(await rows()).toBe(before.rows);
    // Once the store takes files again, the same upload works.
    await newImage(member);
  });
});
