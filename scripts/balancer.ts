// A small load balancer for the cluster test, doing what the production one does
// (deploy/nginx.conf): round robin over the app servers that answer /api/ready, WebSockets too,
// X-Forwarded-For added, a GET whose connection was refused retried on the next server (it never
// reached the first), and the embedded identity provider's paths kept on the first server (it holds
// its login state in memory; production uses the banks' own providers).
//
//   node scripts/balancer.ts --port 8080 --backend http://127.0.0.1:3001 --backend http://127.0.0.1:3002
//
// Each answer says which server gave it (header X-Bizmatch-Backend: its index), for the test.
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { parseArgs } from 'node:util';
import { createProxyServer } from 'http-proxy-3';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    backend: { type: 'string', multiple: true, default: [] },
    'check-ms': { type: 'string', default: '500' },
  },
});
const backends = values.backend.map((url) => ({ url, healthy: false }));
if (backends.length === 0) throw new Error('balancer: give at least one --backend');
const CHECK_MS = Number(values['check-ms']);

/** Health check: /api/ready answering 200 within a second (503 while a server drains or its database is down). */
async function check(): Promise<void> {
  await Promise.all(
    backends.map(async (b) => {
      try {
        const res = await fetch(`${b.url}/api/ready`, { signal: AbortSignal.timeout(1000) });
        await res.arrayBuffer();
        b.healthy = res.ok;
      } catch {
        b.healthy = false;
      }
    }),
  );
}
setInterval(() => void check(), CHECK_MS).unref();
await check();

let next = 0;
/** The next healthy server after `after` (round robin), or null. */
function pick(url: string | undefined, tried: Set<number>): number | null {
  // The embedded provider's pages and the login callback (which talks to it in process) stay on one server.
  if (url && (url.startsWith('/idp/') || /^\/[\w-]+\/callback(\?|$)/.test(url))) return tried.has(0) ? null : 0;
  for (let i = 0; i < backends.length; i++) {
    const index = (next + i) % backends.length;
    if (backends[index]!.healthy && !tried.has(index)) {
      next = index + 1;
      return index;
    }
  }
  return null;
}

const proxy = createProxyServer({ xfwd: true, proxyTimeout: 60_000 });

function forward(req: http.IncomingMessage, res: http.ServerResponse, tried = new Set<number>()): void {
  const index = pick(req.url, tried);
  if (index === null) {
    res.writeHead(503, { 'content-type': 'text/plain' }).end('no server available');
    return;
  }
  tried.add(index);
  res.setHeader('X-Bizmatch-Backend', String(index));
  proxy.web(req, res, { target: backends[index]!.url }, (err: NodeJS.ErrnoException) => {
    // Only a request without a body is sent again: a body already read cannot be replayed.
    if (err.code === 'ECONNREFUSED' && !res.headersSent && (req.method === 'GET' || req.method === 'HEAD')) {
      backends[index]!.healthy = false;
      return forward(req, res, tried);
    }
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end();
  });
}

function upgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void {
  const index = pick(req.url, new Set());
  if (index === null) return void socket.destroy();
  proxy.ws(req, socket, head, { target: backends[index]!.url }, () => socket.destroy());
}

const server = http.createServer((req, res) => forward(req, res));
server.on('upgrade', upgrade);
server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`balancer on http://127.0.0.1:${values.port} → ${backends.map((b) => b.url).join(', ')}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
