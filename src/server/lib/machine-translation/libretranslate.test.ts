// LibreTranslate's provider against a server in the test process that answers as LibreTranslate's
// API does (https://libretranslate.com/docs; libretranslate/app.py): POST /translate with JSON
// { q, source, target, format, api_key }, { translatedText } back; errors as { error } with 400
// (bad request, limits, unsupported language, a required key missing), 403 (unknown key), 429, 500.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { libreTranslate } from './libretranslate.ts';
import { MachineTranslationError, type MachineTranslator } from './machine-translation.ts';

interface Received {
  q: string | string[];
  source: string;
  target: string;
  format: string;
  api_key?: string;
  /** performance.now() when it arrived. */
  at: number;
}

/** What the server does with one request instead of translating it. */
type Answer = { status: number; error: string; headers?: Record<string, string> } | 'hang';

interface LibreTranslateServerOptions {
  /** The languages it has loaded (LT_LOAD_ONLY). */
  languages?: string[];
  /** LT_API_KEYS: known keys; with `requireKey` a request without one is refused. */
  apiKeys?: string[];
  requireKey?: boolean;
  /** LT_BATCH_LIMIT, LT_CHAR_LIMIT. */
  batchLimit?: number;
  charLimit?: number;
}

const servers: Server[] = [];

async function startLibreTranslate(options: LibreTranslateServerOptions = {}) {
  const received: Received[] = [];
  /** Answers for the next requests, in order; then `always`, then a translation. */
  const next: Answer[] = [];
  let always: Answer | undefined;
  const languages = options.languages ?? ['en', 'ja', 'th'];

  const fail = (res: ServerResponse, status: number, error: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify({ error }));
  };

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    if (req.method !== 'POST' || req.url !== '/translate') return fail(res, 404, 'Not Found');
    if (req.headers['content-type'] !== 'application/json') return fail(res, 400, 'Invalid request: missing q parameter');
    const body = JSON.parse(raw) as Omit<Received, 'at'>;
    received.push({ ...body, at: performance.now() });
    const answer = next.shift() ?? always;
    if (answer === 'hang') return;
    if (answer) return fail(res, answer.status, answer.error, answer.headers);
    if (options.apiKeys) {
      if (body.api_key && !options.apiKeys.includes(body.api_key)) return fail(res, 403, 'Invalid API key');
      if (!body.api_key && options.requireKey) return fail(res, 400, 'Please contact the server operator to get an API key');
    }
    const { q, source, target } = body;
    if (!q || (Array.isArray(q) && q.length === 0)) return fail(res, 400, 'Invalid request: missing q parameter');
    const texts = Array.isArray(q) ? q : [q];
    if (options.batchLimit !== undefined && Array.isArray(q) && q.length > options.batchLimit) {
      return fail(res, 400, `Invalid request: request (${q.length}) exceeds text limit (${options.batchLimit})`);
    }
    const chars = texts.reduce((sum, text) => sum + [...text].length, 0);
    if (options.charLimit !== undefined && chars > options.charLimit) {
      return fail(res, 400, `Invalid request: request (${chars}) exceeds text limit (${options.charLimit})`);
    }
    for (const language of [source, target]) if (!languages.includes(language)) return fail(res, 400, `${language} is not supported`);
    if (body.format !== 'text') return fail(res, 400, `${body.format} format is not supported`);
    const translated = texts.map((text) => `[${source}→${target}] ${text}`);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translatedText: Array.isArray(q) ? translated : translated[0] }));
  };

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => handle(req, res, raw));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    answerNext: (...answers: Answer[]) => next.push(...answers),
    answerAlways: (answer: Answer) => (always = answer),
  };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const translator = (url: string, overrides: Partial<Parameters<typeof libreTranslate>[0]> = {}) =>
  libreTranslate({ url, requestsPerSecond: 100, timeoutMs: 5_000, retryBaseMs: 10, ...overrides });

/** The MachineTranslationError a call fails with. */
async function failure(call: Promise<unknown>): Promise<MachineTranslationError> {
  const error = await call.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(MachineTranslationError);
  return error as MachineTranslationError;
}

describe('LibreTranslate', () => {
  it('translates a batch in one request, in order, as plain text; self-hosted, so not cloud', async () => {
    const lt = await startLibreTranslate();
    const mt: MachineTranslator = translator(lt.url);
    expect(mt).toMatchObject({ provider: 'libretranslate', cloud: false });
    expect(await mt.translate(['工場の見学', 'ขายข้าว', 'Rice mill'], 'ja', 'en')).toEqual([
      '[ja→en] 工場の見学',
      '[ja→en] ขายข้าว',
      '[ja→en] Rice mill',
    ]);
    expect(lt.received).toHaveLength(1);
    expect(lt.received[0]).toMatchObject({ q: ['工場の見学', 'ขายข้าว', 'Rice mill'], source: 'ja', target: 'en', format: 'text' });
    expect(lt.received[0]).not.toHaveProperty('api_key');
  });

  it('sends no request for blank texts or the same language, and keeps whitespace around a translation', async () => {
    const lt = await startLibreTranslate();
    const mt = translator(lt.url);
    expect(await mt.translate(['', '   ', '\n\t'], 'en', 'th')).toEqual(['', '   ', '\n\t']);
    expect(await mt.translate(['Hello', ''], 'th', 'th')).toEqual(['Hello', '']);
    expect(await mt.translate([], 'en', 'ja')).toEqual([]);
    expect(lt.received).toHaveLength(0);
    expect(await mt.translate(['', ' Hello\n', '  '], 'en', 'ja')).toEqual(['', ' [en→ja] Hello\n', '  ']);
    expect(lt.received.map((r) => r.q)).toEqual([['Hello']]);
  });

  it('sends its API key; an unknown key (403) or a required one missing (400) is an auth error', async () => {
    const lt = await startLibreTranslate({ apiKeys: ['key-1'], requireKey: true });
    expect(await translator(lt.url, { apiKey: 'key-1' }).translate(['Hi'], 'en', 'ja')).toEqual(['[en→ja] Hi']);
    expect(lt.received[0]?.api_key).toBe('key-1');
    const wrong = await failure(translator(lt.url, { apiKey: 'key-2' }).translate(['Hi'], 'en', 'ja'));
    expect(wrong).toMatchObject({ kind: 'auth', provider: 'libretranslate' });
    expect(wrong.message).toMatch(/403 Invalid API key/);
    expect(await failure(translator(lt.url).translate(['Hi'], 'en', 'ja'))).toMatchObject({ kind: 'auth' });
    // Auth is not retried.
    expect(lt.received).toHaveLength(3);
  });

  it('never sends more texts or characters than a request may carry, and keeps the order', async () => {
    // The server refuses a request over its limits, as LT_BATCH_LIMIT and LT_CHAR_LIMIT make it.
    const lt = await startLibreTranslate({ batchLimit: 3, charLimit: 40 });
    // One request at a time, so that they arrive in the order they were sent.
    const mt = translator(lt.url, { maxTexts: 3, maxChars: 40, concurrency: 1 });
    const texts = Array.from({ length: 11 }, (_, i) => `text ${i}: ${'x'.repeat(i * 3 + 1)}`);
    expect(await mt.translate(texts, 'en', 'th')).toEqual(texts.map((t) => `[en→th] ${t}`));
    for (const { q } of lt.received) {
      expect(q.length).toBeLessThanOrEqual(3);
      expect((q as string[]).join('').length).toBeLessThanOrEqual(40);
    }
    expect(lt.received.length).toBeGreaterThan(3);
    expect(lt.received.flatMap((r) => r.q)).toEqual(texts);
  });

  it('cuts a text longer than a request at sentence ends and lines, and joins the translations', async () => {
    const lt = await startLibreTranslate({ charLimit: 40 });
    const mt = translator(lt.url, { maxChars: 40, concurrency: 1 });
    const long = 'We mill rice in Ayutthaya. We ship to Osaka every month.\n\n精米工場です。大阪へ毎月出荷しています。';
    const [translated] = await mt.translate([long], 'en', 'ja');
    const pieces = lt.received.flatMap((r) => r.q);
    expect(pieces).toEqual(['We mill rice in Ayutthaya.', 'We ship to Osaka every month.', '精米工場です。大阪へ毎月出荷しています。']);
    expect(translated).toBe('[en→ja] We mill rice in Ayutthaya. [en→ja] We ship to Osaka every month.\n\n[en→ja] 精米工場です。大阪へ毎月出荷しています。');
  });

  it('retries a 429 after its Retry-After and then translates', async () => {
    const lt = await startLibreTranslate();
    lt.answerNext({ status: 429, error: 'Slowdown: 10 per 1 minute', headers: { 'retry-after': '0' } });
    expect(await translator(lt.url).translate(['Hi'], 'en', 'ja')).toEqual(['[en→ja] Hi']);
    expect(lt.received).toHaveLength(2);

    lt.answerNext({ status: 429, error: 'Slowdown: 10 per 1 minute', headers: { 'retry-after': '1' } });
    expect(await translator(lt.url).translate(['Hi'], 'en', 'ja')).toEqual(['[en→ja] Hi']);
    expect(lt.received).toHaveLength(4);
    // It waited at least the second it was told to (a lower bound: waiting longer is allowed).
    expect(lt.received[3]!.at - lt.received[2]!.at).toBeGreaterThanOrEqual(950);
  });

  it('gives up on a 429 after two retries, and at once when Retry-After is beyond the time left', async () => {
    const lt = await startLibreTranslate();
    lt.answerAlways({ status: 429, error: 'Slowdown: 10 per 1 minute' });
    const limited = await failure(translator(lt.url).translate(['Hi'], 'en', 'ja'));
    expect(limited).toMatchObject({ kind: 'rate_limited', provider: 'libretranslate' });
    expect(lt.received).toHaveLength(3);

    lt.answerAlways({ status: 429, error: 'Slowdown: 10 per 1 minute', headers: { 'retry-after': '30' } });
    const later = await failure(translator(lt.url, { timeoutMs: 2_000 }).translate(['Hi'], 'en', 'ja'));
    expect(later).toMatchObject({ kind: 'rate_limited', retryAfterMs: 30_000 });
    expect(lt.received).toHaveLength(4);
  });

  it('reports a 500 and an unreachable server as unavailable, an unsupported language as rejected, without retrying', async () => {
    const lt = await startLibreTranslate({ languages: ['en', 'ja'] });
    lt.answerNext({ status: 500, error: 'Cannot translate text: out of memory' });
    const broken = await failure(translator(lt.url).translate(['Hi'], 'en', 'ja'));
    expect(broken).toMatchObject({ kind: 'unavailable' });
    expect(broken.message).toMatch(/500 Cannot translate text/);
    expect(lt.received).toHaveLength(1);

    const rejected = await failure(translator(lt.url).translate(['Hi'], 'en', 'th'));
    expect(rejected).toMatchObject({ kind: 'rejected' });
    expect(rejected.message).toMatch(/th is not supported/);
    expect(lt.received).toHaveLength(2);

    const closed = await startLibreTranslate();
    const port = new URL(closed.url).port;
    const server = servers.pop()!;
    await new Promise((resolve) => server.close(resolve));
    const refused = await failure(translator(`http://127.0.0.1:${port}`).translate(['Hi'], 'en', 'ja'));
    expect(refused).toMatchObject({ kind: 'unavailable' });
    expect(refused.message).toMatch(/ECONNREFUSED/);
  });

  it('times out on a server that never answers, and leaves a caller\'s own abort as it is', async () => {
    const lt = await startLibreTranslate();
    lt.answerAlways('hang');
    const late = await failure(translator(lt.url, { timeoutMs: 500 }).translate(['Hi'], 'en', 'ja'));
    expect(late).toMatchObject({ kind: 'timeout', provider: 'libretranslate' });

    const controller = new AbortController();
    const call = translator(lt.url).translate(['Hi'], 'en', 'ja', { signal: controller.signal });
    const reason = new Error('the user left');
    setTimeout(() => controller.abort(reason), 50);
    await expect(call).rejects.toBe(reason);
  });

  it('fails a call at its first failed batch and sends none of the others', async () => {
    const lt = await startLibreTranslate();
    lt.answerNext({ status: 400, error: 'Invalid request: request (5000) exceeds text limit (4000)' });
    const mt = translator(lt.url, { maxTexts: 1, concurrency: 1 });
    expect(await failure(mt.translate(['a', 'b', 'c', 'd'], 'en', 'ja'))).toMatchObject({ kind: 'rejected' });
    expect(lt.received).toHaveLength(1);
    // The translator works on for the next call.
    expect(await mt.translate(['e'], 'en', 'ja')).toEqual(['[en→ja] e']);
  });

  it('starts no more requests in any second than TRANSLATION_REQUESTS_PER_SECOND, over calls together', async () => {
    const lt = await startLibreTranslate();
    const mt = translator(lt.url, { requestsPerSecond: 4, maxTexts: 1 });
    const texts = Array.from({ length: 7 }, (_, i) => `t${i}`);
    // Two callers at once share the one limit.
    const [first, second] = await Promise.all([mt.translate(texts, 'en', 'ja'), mt.translate(['u0', 'u1', 'u2'], 'en', 'ja')]);
    expect(first).toEqual(texts.map((t) => `[en→ja] ${t}`));
    expect(second).toEqual(['[en→ja] u0', '[en→ja] u1', '[en→ja] u2']);
    const arrivals = lt.received.map((r) => r.at).sort((a, b) => a - b);
    expect(arrivals).toHaveLength(10);
    // Counted in windows a little shorter than a second, so that network jitter cannot make a pass fail.
    for (const start of arrivals) {
      expect(arrivals.filter((at) => at >= start && at < start + 900).length).toBeLessThanOrEqual(4);
    }
  });
});
