// deploy/ cannot run here (no container runtime on these machines), so it is checked statically:
// the compose file by dclint (the Compose schema and its rules, no warning allowed), the Dockerfile
// by dockerfile-utils (the parser behind editors' Dockerfile checks), and both against the code —
// every setting they give the servers is one the server reads and accepts, every file the image
// copies exists, the balancer fronts every app server. The same topology runs as processes in
// `npm run test:cluster` (scripts/cluster-test.ts, scripts/balancer.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envSchema, parseEnv, productionProblems } from '../../src/server/env.ts';
import { loadAuthConfig } from '../../src/server/modules/auth/auth-config.ts';
import { LIMITS } from '../../src/shared/limits.ts';

const read = (file: string) => readFileSync(new URL(`../../deploy/${file}`, import.meta.url), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown> | string[];
  ports?: string[];
  volumes?: string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const appServers = Object.entries(services).filter(([, s]) => s.build?.dockerfile === 'deploy/Dockerfile');

/** `${NAME:-default}` → NAME's value in `given`, else the default, as compose does. */
const substitute = (value: string, given: Record<string, string>) => value.replace(/\$\{(\w+):-([^}]*)\}/g, (_, name: string, fallback: string) => given[name] ?? fallback);
const envOf = (app: Service, given: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(app.environment ?? {}).map(([k, v]) => [k, substitute(String(v), given)]));

describe('deploy/compose.yaml', () => {
  it('passes dclint without an error or a warning', () => {
    const result = spawnSync(process.execPath, ['node_modules/dclint/bin/dclint.cjs', '--max-warnings', '0', 'deploy/compose.yaml'], { encoding: 'utf8' });
    expect(result.status, result.stdout + result.stderr).toBe(0);
  });

  it('is the production topology: PostgreSQL, two app servers from the image, a balancer, S3 storage, a mail catcher', () => {
    expect(appServers.map(([name]) => name)).toEqual(['app1', 'app2']);
    expect(services.postgres?.image).toMatch(/^postgres:/);
    expect(services.minio?.image).toMatch(/^minio\/minio:/);
    expect(services.mailpit?.image).toMatch(/^axllent\/mailpit:/);
    expect(services.balancer?.image).toMatch(/^nginx:/);
    expect(services.balancer?.volumes).toContain('./nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    for (const [, app] of appServers) expect(app.build?.context).toBe('..');
  });

  it("gives the app servers only settings the server reads, and they start on the file's defaults (a trial)", () => {
    const known = new Set(Object.keys(envSchema.shape));
    for (const [name, app] of appServers) {
      const env = envOf(app);
      expect(Object.keys(env).filter((k) => !known.has(k)), name).toEqual([]);
      const parsed = parseEnv(env);
      expect(parsed).toMatchObject({ TRUST_PROXY: true, S3_BUCKET: 'bizmatch-images', METRICS_PORT: 9464, METRICS_HOST: '0.0.0.0' });
      expect(loadAuthConfig(parsed).embeddedIdp).toBe(true);
      expect(parsed.DATABASE_URL).toMatch(/@postgres:5432\//);
      expect(new URL(parsed.S3_ENDPOINT!).hostname).toBe('minio');
      expect(new URL(parsed.SMTP_URL!).hostname).toBe('mailpit');
      // Behind the balancer a server leaves it before it stops listening.
      expect(parsed.SHUTDOWN_DRAIN_MS).toBeGreaterThan(0);
    }
  });

  it('starts in production with the banks\' own providers given in the environment, as the README says', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://bizmatch.example.com',
      OIDC_PROVIDERS: JSON.stringify({ minato: { issuer: 'https://id.minato-bank.example/realms/bizmatch', client_id: 'bizmatch', client_secret: 's3cret' } }),
    };
    for (const [, app] of appServers) {
      const parsed = parseEnv(envOf(app, production));
      const auth = loadAuthConfig(parsed);
      expect(auth.embeddedIdp).toBe(false);
      expect([...auth.external.keys()]).toEqual(['minato']);
      expect(parsed.SEED_DEMO ?? parsed.NODE_ENV !== 'production').toBe(false);
      expect(productionProblems(parsed)).toEqual([]);
      // NODE_ENV=production alone would not start: the file gives the database, the .env the rest.
      const bare = productionProblems(parseEnv(envOf(app, { NODE_ENV: 'production' })));
      expect(bare.map((line) => line.trim().split(':')[0])).toEqual(['OIDC_PROVIDERS', 'PUBLIC_URL']);
    }
  });
});

describe('deploy/Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'));

  it('has no error or warning from dockerfile-utils', () => {
    const problems = validate(dockerfile);
    expect(problems.map((p) => `${p.range.start.line + 1}: ${typeof p.message === 'string' ? p.message : p.message.value}`)).toEqual([]);
  });

  it('builds in stages and runs Node 24 as a non-root user, the server as PID 1', () => {
    const stages = instructions.filter((line) => line.startsWith('FROM '));
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-[\w.-]+$/m);
    const last = instructions.slice(instructions.lastIndexOf(stages.at(-1)!));
    expect(last.find((l) => l.startsWith('USER '))).toMatch(/^USER (node|\d{4,})$/);
    expect(last.at(-1)).toBe('CMD ["node", "src/server/main.ts"]');
    expect(last.some((l) => l.startsWith('HEALTHCHECK ') && l.includes('/api/ready'))).toBe(true);
  });

  it('copies only files that exist', () => {
    const copied = instructions
      .filter((l) => l.startsWith('COPY ') && !l.includes('--from='))
      .flatMap((l) => l.split(/\s+/).slice(1, -1));
    expect(copied.length).toBeGreaterThan(3);
    for (const file of copied) expect(existsSync(new URL(`../../${file}`, import.meta.url)), file).toBe(true);
  });
});

describe('deploy/nginx.conf', () => {
  const conf = read('nginx.conf');

  it('fronts every app server on the port it listens on, WebSockets included', () => {
    const port = envSchema.shape.PORT.parse(undefined);
    for (const [name] of appServers) expect(conf).toContain(`server ${name}:${port}`);
    expect(conf).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  });

  it('takes uploads up to the image limit', () => {
    const mb = Number(/client_max_body_size (\d+)m;/.exec(conf)?.[1]);
    expect(mb * 1024 * 1024).toBeGreaterThan(LIMITS.imageBytes);
  });

  it("keeps the embedded provider's pages and the login callback on one server", () => {
    expect(conf).toMatch(/upstream bizmatch_idp \{\s*server app1:\d+;\s*\}/);
    expect(conf).toMatch(/location \/idp\/ \{\s*proxy_pass http:\/\/bizmatch_idp;/);
    expect(conf).toMatch(/callback\$ \{\s*proxy_pass http:\/\/bizmatch_idp;/);
  });
});
