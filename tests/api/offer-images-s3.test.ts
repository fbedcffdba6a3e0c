// Offer images on S3-compatible storage (decision 029): the app configured with S3_* settings only,
// against a real local S3 server (s3rver), which the test reads with the SDK directly.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerImages } from '../../src/server/db/schema/index.ts';
import { parseEnv } from '../../src/server/env.ts';
import { imageStoreFor } from '../../src/server/modules/images/image-store.ts';
import { sweepUnattachedImages } from '../../src/server/modules/images/images.service.ts';
import { en } from '../../src/shared/i18n/en.ts';
import { buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { uploadImage } from '../helpers/offers.ts';
import { startFailingProxy, startS3Server, type S3TestServer } from '../helpers/s3-server.ts';

// Ports of this file: the S3 server, a proxy in front of it that can fail requests, and one where nothing listens.
const S3_PORT = 3472;
const PROXY_PORT = 3473;
const CLOSED_PORT = 3479;
const PREFIX = 'offers/';

let s3: S3TestServer;
let proxy: Awaited<ReturnType<typeof startFailingProxy>>;
/** While true, the proxy answers 500 to every attempt to store a thumbnail. */
let failThumbnails = false;
/** The object keys the app asked to store, as the proxy saw them. */
const putKeys: string[] = [];

async function enterpriseUser(t: TestApp): Promise<SignedIn & { organisationId: string }> {
  const bank = await buildOrganisation(t.db, { role: 'bank', bankCode: 's3-bank', name: 'Bucket Bank' });
  const company = await buildOrganisation(t.db, { role: 'enterprise', bankId: bank.id, bankCode: 's3-bank', name: 'Bucket Works' });
  const user = await buildUser(t.db, { organisationId: company.id, language: 'en' });
  return { ...(await signIn(t.app, user.id)), organisationId: company.id };
}

const rowsOf = async (t: TestApp, who: SignedIn) => t.db.select().from(offerImages).where(eq(offerImages.uploadedBy, who.userId));

const expectUnavailable = (res: { statusCode: number; json(): { code: string; message: string } }) => {
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ code: 'storage_unavailable', message: en.api_error.storage_unavailable });
};

beforeAll(async () => {
  s3 = await startS3Server(S3_PORT);
  proxy = await startFailingProxy(PROXY_PORT, s3.endpoint, (req) => {
    if (req.method !== 'PUT') return null;
    // Path style: /<bucket>/<key>?x-id=PutObject
    const key = decodeURIComponent(new URL(req.url ?? '/', 'http://proxy').pathname.slice(`/${s3.bucket}/`.length));
    putKeys.push(key);
    return failThumbnails && key.endsWith('-t.webp') ? { status: 500, code: 'InternalError' } : null;
  });
});
afterAll(async () => {
  await proxy?.stop();
  await s3?.stop();
});

describe('with S3_BUCKET set, offer images live in the bucket', () => {
  let t: TestApp;
  let member: SignedIn;
  const settings = () => ({ ...s3.env, S3_ENDPOINT: proxy.endpoint, S3_PREFIX: PREFIX });

  beforeAll(async () => {
    t = await createTestApp(settings());
    member = await enterpriseUser(t);
  });
  afterAll(async () => t?.close());

  it('are uploaded to the bucket, served from it byte for byte, and removed from it by the sweep', async () => {
    const up = await uploadImage(t.app, member);
    expect(up.statusCode, up.body).toBe(200);
    const [row] = await t.db.select().from(offerImages).where(eq(offerImages.id, up.json().image_id));
    expect(row).toBeDefined();

    for (const [url, key] of [
      [up.json().url, row!.storageKey],
      [up.json().thumbnail_url, row!.thumbnailKey],
    ] as const) {
      const held = await s3.object(PREFIX + key);
      expect(held?.contentType).toBe('image/webp');
      expect(held!.bytes.subarray(8, 12).toString()).toBe('WEBP');
      const served = await t.call(member, 'GET', url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.equals(held!.bytes)).toBe(true);
    }

    // A day and a bit later nothing holds it: row and both objects go.
    const store = imageStoreFor(parseEnv(settings()));
    expect(await sweepUnattachedImages(t.db, store, new Date(Date.now() + 25 * 60 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await s3.object(PREFIX + row!.storageKey)).toBeNull();
    expect(await s3.object(PREFIX + row!.thumbnailKey)).toBeNull();
    expect((await t.call(member, 'GET', up.json().url)).statusCode).toBe(404);
  });

  it('an object gone from the bucket is a missing image (404 image_missing), not an outage', async () => {
    const up = await uploadImage(t.app, member);
    const [row] = await t.db.select().from(offerImages).where(eq(offerImages.id, up.json().image_id));
    await imageStoreFor(parseEnv(settings())).delete(row!.storageKey);
    const res = await t.call(member, 'GET', up.json().url);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('image_missing');
  });

  it('when the bucket takes the image but fails the thumbnail: 503 in the uploader\'s language, no row, and the image is taken out of the bucket again', async () => {
    const before = (await rowsOf(t, member)).length;
    putKeys.length = 0;
    failThumbnails = true;
    try {
      expectUnavailable(await uploadImage(t.app, member));
    } finally {
      failThumbnails = false;
    }
    expect((await rowsOf(t, member)).length).toBe(before);
    // The image was stored first (the test would prove nothing otherwise), then removed.
    const image = putKeys.find((key) => key.startsWith(PREFIX) && !key.endsWith('-t.webp'));
    expect(image).toBeDefined();
    for (const key of new Set(putKeys)) expect(await s3.object(key)).toBeNull();
    // Once the bucket takes thumbnails again, the same upload works.
    expect((await uploadImage(t.app, member)).statusCode).toBe(200);
  });
});

describe('with S3_ENDPOINT where nothing listens', () => {
  let t: TestApp;
  let member: SignedIn & { organisationId: string };

  beforeAll(async () => {
    t = await createTestApp({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${CLOSED_PORT}` });
    member = await enterpriseUser(t);
  });
  afterAll(async () => t?.close());

  it('an upload answers 503 storage_unavailable within seconds and writes no row', async () => {
    const started = performance.now();
    expectUnavailable(await uploadImage(t.app, member));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await rowsOf(t, member)).toEqual([]);
  });

  it('an image whose row exists answers 503 storage_unavailable, not 404', async () => {
    const [row] = await t.db
      .insert(offerImages)
      .values({ organisationId: member.organisationId, storageKey: 'elsewhere.webp', thumbnailKey: 'elsewhere-t.webp', contentType: 'image/webp', width: 10, height: 10, bytes: 10, uploadedBy: member.userId })
      .returning();
    expectUnavailable(await t.call(member, 'GET', `/api/offer-images/${row!.id}`));
  });
});
