import { z } from 'zod';
import { parseDeadlineDays } from './lib/business-days.ts';
import { DEFAULT_REQUESTS_PER_SECOND, DEFAULT_TIMEOUT_MS } from './lib/machine-translation/machine-translation.ts';

/** How many of the platform's companies at least share each hidden-company card (HIDDEN_COMPANY_K; decision 032). */
export const DEFAULT_HIDDEN_COMPANY_K = 5;

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/**
 * Every setting the server reads from its environment. A bad value names the
 * variable and stops the process before anything else starts.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  IMAGE_DIR: z.string().min(1).optional().describe('Where offer images are stored; default DATA_DIR/images'),
  // Images (and chat attachments) on S3-compatible storage instead of IMAGE_DIR (decision 029).
  S3_BUCKET: z
    .string()
    .regex(/^[^/:\s]+$/, "the bucket's name only, without s3:// or a path (S3_PREFIX holds a key prefix)")
    .optional()
    .describe('Keep images in this S3 bucket instead of IMAGE_DIR (servers that share a database must share their images)'),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('S3-compatible server (MinIO, Ceph, …), e.g. http://minio:9000; unset: AWS S3 of S3_REGION'),
  S3_REGION: z.string().min(1).default('us-east-1').describe("The bucket's region (MinIO and most others accept us-east-1)"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional().describe("With S3_SECRET_ACCESS_KEY; both unset: the AWS SDK's default credentials (environment, profile, instance role)"),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional().describe('With S3_ACCESS_KEY_ID'),
  S3_FORCE_PATH_STYLE: bool.default(false).describe('Address the bucket as ENDPOINT/BUCKET/key instead of BUCKET.ENDPOINT/key (MinIO and most local servers need true)'),
  S3_PREFIX: z.string().default('').describe("Put before every object key, e.g. 'bizmatch/' to share a bucket"),
  // Machine translation of users' texts (decision 049); off unless a provider is named.
  TRANSLATION_PROVIDER: z
    .enum(['none', 'libretranslate', 'amazon'])
    .default('none')
    .describe('Machine translation: libretranslate (self-hosted: texts stay on your servers), amazon (Amazon Translate: texts go to AWS) or none'),
  LIBRETRANSLATE_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('The LibreTranslate server, e.g. http://libretranslate:5000 (needed by TRANSLATION_PROVIDER=libretranslate)'),
  LIBRETRANSLATE_API_KEY: z.string().min(1).optional().describe('Sent as api_key, for a server run with LT_API_KEYS'),
  AMAZON_TRANSLATE_REGION: z.string().min(1).optional().describe("Amazon Translate's region, e.g. ap-northeast-1; unset: the AWS SDK's (AWS_REGION, profile)"),
  AMAZON_TRANSLATE_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe("Another address for Amazon Translate (a VPC endpoint); unset: the region's public one"),
  AMAZON_TRANSLATE_ACCESS_KEY_ID: z
    .string()
    .min(1)
    .optional()
    .describe("With AMAZON_TRANSLATE_SECRET_ACCESS_KEY; both unset: the AWS SDK's default credentials (environment, profile, instance role)"),
  AMAZON_TRANSLATE_SECRET_ACCESS_KEY: z.string().min(1).optional().describe('With AMAZON_TRANSLATE_ACCESS_KEY_ID'),
  TRANSLATION_REQUESTS_PER_SECOND: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(DEFAULT_REQUESTS_PER_SECOND)
    .describe('Requests one server sends the translation provider per second at most (each server counts its own)'),
  TRANSLATION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(500)
    .max(60_000)
    .default(DEFAULT_TIMEOUT_MS)
    .describe('How long one translation may take, its batches and retries included'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url().optional().describe('Address users reach the app at; default http://localhost:PORT'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(24 * 7).default(12),
  SESSION_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(600)
    .default(5)
    .describe('How long a server keeps a session it read, at most (logout and user changes reach every server at once by notice); 0: read it on every request'),
  SOCKETS_PER_USER: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(10)
    .describe('Live connections (chat and notification sockets) one user may hold on one server; one more is refused (429)'),
  SEARCH_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(600)
    .default(5)
    .describe("How long a server keeps a partner search page it read, at most (every write that may change one reaches every server at once by notice); 0: search on every request"),
  HIDDEN_COMPANY_K: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(DEFAULT_HIDDEN_COMPANY_K)
    .describe("A hidden company's card shows only what at least this many of the platform's companies share (decision 032)"),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** After SIGTERM, how long the server keeps serving with /api/ready at 503 before it closes (behind a balancer: its health-check interval × failures). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  TRUST_PROXY: bool.default(false),
  FEEDBACK_FORM_URL: z.url().default('https://forms.kokopelli.example/feedback'),
  API_BASE_URL: z.string().default('/api/'),
  LOGIN_URL_BASE: z.string().default('').describe('External login page base; the page is {base}/{bank_code}/login'),
  LOGOUT_URL_BASE: z.string().default('').describe('External logout page base; the page is {base}/logout'),
  ACCOUNT_URL_BASE: z.string().default('/idp').describe('External account page base; the page is {base}/{bank_code}/account'),
  LANDING_URL: z.string().default('/'),
  EMBEDDED_IDP: bool.optional().describe('Run the embedded OpenID provider (default: on unless NODE_ENV=production, where it must be asked for with true)'),
  OIDC_PROVIDERS: z
    .string()
    .optional()
    .describe('JSON: {"<bank_code>": {"issuer": "...", "client_id": "...", "client_secret": "..."}} for external providers'),
  IDP_COOKIE_SECRET: z.string().min(32).optional().describe('Signs the embedded provider\'s cookies; random per start when unset'),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'must start with smtp:// or smtps://' })
    .optional()
    .describe('Send e-mail through this SMTP server (smtp[s]://user:pass@host:port); unset: e-mails stay in the outbox table'),
  MAIL_FROM: z.string().min(3).default('bizmatch <no-reply@bizmatch.example>').describe('The From of every e-mail'),
  DEADLINE_BUSINESS_DAYS: z
    .string()
    .superRefine((value, ctx) => {
      try {
        parseDeadlineDays(value);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
      }
    })
    .default('')
    .describe('Business days each waiting step has, e.g. "bank_approval=3,offer_review=2"; unset steps: 5'),
  DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(0).describe('When daily digests go out (hour, UTC)'),
  JOB_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30).describe('How often scheduled work runs'),
  METRICS_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65535)
    .optional()
    .describe('Serve Prometheus metrics at /metrics on this port (never on PORT); unset: no metrics endpoint'),
  METRICS_HOST: z.string().min(1).default('127.0.0.1').describe('Address the metrics port listens on (0.0.0.0 for a scraper on another host)'),
}).superRefine((env, ctx) => {
  // A key without its secret is a typo, not a wish for the default credential chain.
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: "set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither (the AWS SDK's default credentials)",
    });
  }
  // Without a bucket the images stay on this server's disk: two servers would each see only their own.
  for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_PREFIX'] as const) {
    if (env[name] && !env.S3_BUCKET) ctx.addIssue({ code: 'custom', path: [name], message: 'has no effect without S3_BUCKET: set the bucket too' });
  }
  if (env.TRANSLATION_PROVIDER === 'libretranslate' && !env.LIBRETRANSLATE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['LIBRETRANSLATE_URL'],
      message: "TRANSLATION_PROVIDER=libretranslate needs the server's address, e.g. http://libretranslate:5000",
    });
  }
  if (Boolean(env.AMAZON_TRANSLATE_ACCESS_KEY_ID) !== Boolean(env.AMAZON_TRANSLATE_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.AMAZON_TRANSLATE_ACCESS_KEY_ID ? 'AMAZON_TRANSLATE_SECRET_ACCESS_KEY' : 'AMAZON_TRANSLATE_ACCESS_KEY_ID'],
      message: "set AMAZON_TRANSLATE_ACCESS_KEY_ID and AMAZON_TRANSLATE_SECRET_ACCESS_KEY together, or neither (the AWS SDK's default credentials)",
    });
  }
  // A provider's setting without the provider chosen: the operator expects translations that never come.
  // (Secrets are left out: the message would print their value.)
  for (const [provider, names] of [
    ['libretranslate', ['LIBRETRANSLATE_URL']],
    ['amazon', ['AMAZON_TRANSLATE_REGION', 'AMAZON_TRANSLATE_ENDPOINT', 'AMAZON_TRANSLATE_ACCESS_KEY_ID']],
  ] as const) {
    for (const name of names) {
      if (env[name] && env.TRANSLATION_PROVIDER !== provider) {
        ctx.addIssue({ code: 'custom', path: [name], message: `has no effect without TRANSLATION_PROVIDER=${provider} (is ${env.TRANSLATION_PROVIDER})` });
      }
    }
  }
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/**
 * What a production server cannot run without (docs/decisions/033-sessions-and-sockets.md): its
 * PostgreSQL database (never the embedded PGlite), an identity provider (the banks' own, or the
 * embedded one asked for explicitly) and the https address users reach it at (Secure cookies, the
 * providers' redirect addresses). One line per missing setting, naming it; empty when ready or
 * when NODE_ENV is not production.
 */
export function productionProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.DATABASE_URL) {
    problems.push('  DATABASE_URL: set the PostgreSQL database, e.g. postgres://bizmatch:PASSWORD@db.example:5432/bizmatch (production never runs on the embedded PGlite)');
  }
  if (!env.OIDC_PROVIDERS?.trim() && env.EMBEDDED_IDP !== true) {
    problems.push(
      '  OIDC_PROVIDERS: set each bank\'s OpenID provider, as JSON {"<bank_code>": {"issuer": "https://…", "client_id": "…", "client_secret": "…"}} ' +
        '(or EMBEDDED_IDP=true to sign in at the embedded provider)',
    );
  }
  if (!env.PUBLIC_URL?.startsWith('https://')) {
    problems.push(
      `  PUBLIC_URL: set the https:// address users reach bizmatch at, e.g. https://bizmatch.example.com (${env.PUBLIC_URL ? `is ${env.PUBLIC_URL}` : 'unset'})`,
    );
  }
  return problems;
}

/** Stops a production server that is not configured, naming every missing setting at once. */
export function assertProductionReady(env: Env): void {
  const problems = productionProblems(env);
  if (problems.length > 0) throw new EnvError(`NODE_ENV=production needs these settings:\n${problems.join('\n')}`);
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const raw = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, source[key] === '' ? undefined : source[key]]),
  );
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}=${JSON.stringify(raw[String(issue.path[0])])}: ${issue.message}`,
    );
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
