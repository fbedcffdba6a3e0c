// What the API paths of offers need from a test: image bytes and uploads, and a complete offer body.
// Rows for setup come from buildOffer (tests/factories) instead.
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from '../factories/index.ts';
import { platformToday, maxPeriodEnd } from '../../src/shared/offer-lifecycle.ts';
import { callAs } from './app.ts';
import { addDays } from './dates.ts';

export async function pngBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
}

export function multipart(filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----bizmatch${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function uploadImage(app: FastifyInstance, who: SignedIn, bytes?: Buffer, filename = 'photo.png') {
  const body = multipart(filename, 'image/png', bytes ?? (await pngBytes()));
  return callAs(app, who, 'POST', '/api/offer-images', body.payload, { 'content-type': body.contentType });
}


/** A complete, valid offer body (register intent) with overrides. */
export function offerFields(imageIds: string[], overrides: Record<string, unknown> = {}) {
  const start = platformToday();
  return {
    type: 'buy',
    title: '精密部品の調達先を探しています',
    description: '月産1万個規模のアルミ切削部品の調達先を探しています。',
    features: 'ISO 9001 取得済み。',
    requests: '',
    price_min: 1_000_000,
    price_max: 5_000_000,
    currency: 'JPY',
    period_start: start,
    period_end: addDays(maxPeriodEnd(start), -1),
    is_public: true,
    target_country: 'TH',
    industry_major: 'E',
    industry_middle: '25',
    image_ids: imageIds,
    ...overrides,
  };
}
