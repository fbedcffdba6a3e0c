// Amazon Translate's provider, through the real SDK, against a server in the test process that
// speaks the service's protocol (AWS JSON 1.1): POST / with X-Amz-Target
// AWSShineFrontendService_20170701.TranslateText and Content-Type application/x-amz-json-1.1, body
// { Text, SourceLanguageCode, TargetLanguageCode }, answer { TranslatedText, SourceLanguageCode,
// TargetLanguageCode }; errors as { "__type": "…", "message": "…" } with x-amzn-ErrorType. It checks
// each request's SigV4 signature with the secret of the access key id it names, as AWS does.
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { amazonTranslate } from './amazon-translate.ts';
import { MachineTranslationError } from './machine-translation.ts';

const REGION = 'ap-northeast-1';
const KEY_ID = 'AKIABIZMATCHTEST0001';
const SECRET = 'bizmatch/test/secret/key/0123456789abcdef';
const TARGET = 'AWSShineFrontendService_20170701.TranslateText';

interface Received {
  Text: string;
  SourceLanguageCode: string;
  TargetLanguageCode: string;
  keyId: string;
}

/** What the server answers one request with instead of translating it. */
type Answer = { status: number; type: string; message: string; headers?: Record<string, string> } | 'hang';

const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/**
 * SigV4 as AWS checks it: the access key id the Authorization header names, and the signature
 * recomputed over the canonical request with that key's secret. Undefined when it holds.
 */
function signatureProblem(req: IncomingMessage, body: string): { type: string; message: string } | undefined {
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
    req.headers.authorization ?? '',
  );
  if (!match) return { type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' };
  const [, keyId, date, region, service, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== KEY_ID) return { type: 'UnrecognizedClientException', message: 'The security token included in the request is invalid.' };
  const canonicalHeaders = signedHeaders!
    .split(';')
    .map((name) => `${name}:${String(req.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonicalRequest = [req.method, req.url, '', canonicalHeaders, signedHeaders, sha256(body)].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', String(req.headers['x-amz-date']), scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, date!), region!), service!), 'aws4_request');
  if (createHmac('sha256', signingKey).update(stringToSign).digest('hex') !== signature || region !== REGION || service !== 'translate') {
    return { type: 'InvalidSignatureException', message: 'The request signature we calculated does not match the signature you provided.' };
  }
  return undefined;
}

const servers: Server[] = [];

async function startAmazonTranslate(options: { delayMs?: number } = {}) {
  const received: Received[] = [];
  const next: Answer[] = [];
  let always: Answer | undefined;
  let inFlight = 0;
  let maxInFlight = 0;

  const fail = (res: ServerResponse, status: number, type: string, message: string, headers: Record<string, string> = {}) => {
    res
      .writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': `${type}:`, 'x-amzn-requestid': 'test', ...headers })
      .end(JSON.stringify({ __type: type, message }));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, raw: string) => {
    if (req.method !== 'POST' || req.url !== '/') return fail(res, 404, 'UnknownOperationException', 'no such path');
    if (req.headers['x-amz-target'] !== TARGET) return fail(res, 400, 'UnknownOperationException', `unknown target ${String(req.headers['x-amz-target'])}`);
    if (req.headers['content-type'] !== 'application/x-amz-json-1.1') return fail(res, 400, 'SerializationException', 'bad content type');
    const problem = signatureProblem(req, raw);
    if (problem) return fail(res, 400, problem.type, problem.message);
    const body = JSON.parse(raw) as Omit<Received, 'keyId'>;
    received.push({ ...body, keyId: KEY_ID });
    const answer = next.shift() ?? always;
    if (answer === 'hang') return;
    if (answer) return fail(res, answer.status, answer.type, answer.message, answer.headers);
    if (Buffer.byteLength(body.Text, 'utf8') > 10_000) return fail(res, 400, 'TextSizeLimitExceededException', 'Input text size exceeds limit. Max length of request text allowed is 10000 bytes');
    if (!['en', 'ja', 'th'].includes(body.SourceLanguageCode) || !['en', 'ja', 'th'].includes(body.TargetLanguageCode)) {
      return fail(res, 400, 'UnsupportedLanguagePairException', `Unsupported language pair: ${body.SourceLanguageCode} to ${body.TargetLanguageCode}`);
    }
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
    inFlight -= 1;
    res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': 'test' }).end(
      JSON.stringify({
        TranslatedText: `[${body.SourceLanguageCode}→${body.TargetLanguageCode}] ${body.Text}`,
        SourceLanguageCode: body.SourceLanguageCode,
        TargetLanguageCode: body.TargetLanguageCode,
      }),
    );
  };

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => void handle(req, res, raw));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    maxInFlight: () => maxInFlight,
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

const translator = (endpoint: string, overrides: Partial<Parameters<typeof amazonTranslate>[0]> = {}) =>
  amazonTranslate({
    endpoint,
    region: REGION,
    credentials: { accessKeyId: KEY_ID, secretAccessKey: SECRET },
    requestsPerSecond: 100,
    timeoutMs: 5_000,
    retryBaseMs: 10,
    ...overrides,
  });

async function failure(call: Promise<unknown>): Promise<MachineTranslationError> {
  const error = await call.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(MachineTranslationError);
  return error as MachineTranslationError;
}

describe('Amazon Translate', () => {
  it('translates each text in a signed request of its own, a few at once, in order; texts go to AWS, so cloud', async () => {
    const aws = await startAmazonTranslate({ delayMs: 40 });
    const mt = translator(aws.endpoint, { concurrency: 3 });
    expect(mt).toMatchObject({ provider: 'amazon', cloud: true });
    const texts = Array.from({ length: 8 }, (_, i) => `ข้อความ ${i}`);
    expect(await mt.translate(texts, 'th', 'ja')).toEqual(texts.map((t) => `[th→ja] ${t}`));
    expect(aws.received.map((r) => r.Text).sort()).toEqual([...texts].sort());
    expect(aws.received.every((r) => r.SourceLanguageCode === 'th' && r.TargetLanguageCode === 'ja')).toBe(true);
    expect(aws.maxInFlight()).toBeGreaterThan(1);
    expect(aws.maxInFlight()).toBeLessThanOrEqual(3);
  });

  it('sends no request for blank texts or the same language', async () => {
    const aws = await startAmazonTranslate();
    const mt = translator(aws.endpoint);
    expect(await mt.translate([' ', '', 'Hello'], 'en', 'en')).toEqual([' ', '', 'Hello']);
    expect(await mt.translate(['\n', ''], 'en', 'ja')).toEqual(['\n', '']);
    expect(aws.received).toHaveLength(0);
    expect(await mt.translate(['', 'Hello '], 'en', 'ja')).toEqual(['', '[en→ja] Hello ']);
    expect(aws.received.map((r) => r.Text)).toEqual(['Hello']);
  });

  it('refuses an unknown access key and a wrong secret as auth errors', async () => {
    const aws = await startAmazonTranslate();
    const unknown = await failure(translator(aws.endpoint, { credentials: { accessKeyId: 'AKIAUNKNOWN000000000', secretAccessKey: SECRET } }).translate(['Hi'], 'en', 'ja'));
    expect(unknown).toMatchObject({ kind: 'auth', provider: 'amazon' });
    expect(unknown.message).toMatch(/UnrecognizedClientException/);
    const wrong = await failure(translator(aws.endpoint, { credentials: { accessKeyId: KEY_ID, secretAccessKey: 'not-the-secret' } }).translate(['Hi'], 'en', 'ja'));
    expect(wrong).toMatchObject({ kind: 'auth' });
    expect(wrong.message).toMatch(/InvalidSignatureException/);
    // The right pair passes the same check.
    expect(await translator(aws.endpoint).translate(['Hi'], 'en', 'ja')).toEqual(['[en→ja] Hi']);
  });

  it('cuts a text over 10,000 bytes at spaces and sentence ends, each request within the limit', async () => {
    const aws = await startAmazonTranslate();
    // Thai is 3 bytes a character: 5,000 characters are 15,000 bytes.
    const sentence = 'โรงสีข้าวของเราส่งออกไปญี่ปุ่นทุกเดือน ';
    const long = sentence.repeat(Math.ceil(5_000 / sentence.length)).trim();
    const [translated] = await translator(aws.endpoint, { concurrency: 1 }).translate([long], 'th', 'en');
    expect(aws.received.length).toBeGreaterThan(1);
    for (const { Text } of aws.received) {
      expect(Buffer.byteLength(Text, 'utf8')).toBeLessThanOrEqual(10_000);
      expect(Text.startsWith(sentence.trim())).toBe(true);
    }
    expect(aws.received.map((r) => r.Text).join(' ')).toBe(long);
    expect(translated).toBe(aws.received.map((r) => `[th→en] ${r.Text}`).join(' '));
  });

  it('retries a ThrottlingException (400) and then translates; gives up on TooManyRequestsException (429) after two retries', async () => {
    const aws = await startAmazonTranslate();
    aws.answerNext({ status: 400, type: 'ThrottlingException', message: 'Rate exceeded' });
    expect(await translator(aws.endpoint).translate(['Hi'], 'en', 'th')).toEqual(['[en→th] Hi']);
    expect(aws.received).toHaveLength(2);

    aws.answerAlways({ status: 429, type: 'TooManyRequestsException', message: 'You have made too many requests within a short period of time.' });
    const limited = await failure(translator(aws.endpoint).translate(['Hi'], 'en', 'th'));
    expect(limited).toMatchObject({ kind: 'rate_limited', provider: 'amazon' });
    expect(limited.message).toMatch(/TooManyRequestsException/);
    expect(aws.received).toHaveLength(5);
  });

  it("honours a Retry-After: none when it is beyond the call's time left", async () => {
    const aws = await startAmazonTranslate();
    aws.answerAlways({ status: 400, type: 'ThrottlingException', message: 'Rate exceeded', headers: { 'retry-after': '30' } });
    const limited = await failure(translator(aws.endpoint, { timeoutMs: 2_000 }).translate(['Hi'], 'en', 'th'));
    expect(limited).toMatchObject({ kind: 'rate_limited', retryAfterMs: 30_000 });
    expect(aws.received).toHaveLength(1);
  });

  it('reports server errors and an unreachable endpoint as unavailable, refused input as rejected', async () => {
    const aws = await startAmazonTranslate();
    aws.answerNext({ status: 500, type: 'InternalServerException', message: 'An internal server error occurred.' });
    expect(await failure(translator(aws.endpoint).translate(['Hi'], 'en', 'ja'))).toMatchObject({ kind: 'unavailable' });
    aws.answerNext({ status: 503, type: 'ServiceUnavailableException', message: 'The Amazon Translate service is temporarily unavailable.' });
    expect(await failure(translator(aws.endpoint).translate(['Hi'], 'en', 'ja'))).toMatchObject({ kind: 'unavailable' });
    expect(aws.received).toHaveLength(2);

    aws.answerNext({ status: 400, type: 'UnsupportedLanguagePairException', message: 'Unsupported language pair: en to th' });
    expect(await failure(translator(aws.endpoint).translate(['Hi'], 'en', 'th'))).toMatchObject({ kind: 'rejected' });
    aws.answerNext({ status: 400, type: 'InvalidRequestException', message: 'The request is invalid.' });
    expect(await failure(translator(aws.endpoint).translate(['Hi'], 'en', 'th'))).toMatchObject({ kind: 'rejected' });

    const closed = await startAmazonTranslate();
    const server = servers.pop()!;
    await new Promise((resolve) => server.close(resolve));
    const refused = await failure(translator(closed.endpoint).translate(['Hi'], 'en', 'ja'));
    expect(refused).toMatchObject({ kind: 'unavailable' });
    expect(refused.message).toMatch(/ECONNREFUSED/);
  });

  it('times out on an endpoint that never answers', async () => {
    const aws = await startAmazonTranslate();
    aws.answerAlways('hang');
    expect(await failure(translator(aws.endpoint, { timeoutMs: 500 }).translate(['Hi', 'there'], 'en', 'ja'))).toMatchObject({ kind: 'timeout', provider: 'amazon' });
  });
});
