// An HTTPS front speaking HTTP/2 to the browser and HTTP/1.1 to one app server: what a TLS-ending
// balancer does in production (deploy/nginx.conf: `listen 443 ssl` with `http2 on`), for the
// Lighthouse bench's `--h2` (bench/README.md, "Lighthouse behind HTTP/2"). Not a balancer: one
// backend, no health checks. The certificate is a throwaway self-signed one made with `openssl`
// (the browser is started with --ignore-certificate-errors). WebSockets are not carried: a browser
// asks for them over a connection of their own, which this front answers 502 (the pages measured
// open theirs after the first render, and retry).
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import http2 from 'node:http2';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The headers HTTP/2 forbids in a response (RFC 9113 §8.2.2) and those that describe one hop only. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te']);

/** A self-signed certificate for localhost in `dir` (made once). */
function certificate(dir: string): { key: Buffer; cert: Buffer } {
  mkdirSync(dir, { recursive: true });
  const key = path.join(dir, 'localhost-key.pem');
  const cert = path.join(dir, 'localhost-cert.pem');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'],
    { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * Listens on `port` (https, HTTP/2 with HTTP/1.1 for clients that ask for it) and forwards every
 * request to `backend` (http://host:port) with `X-Forwarded-Proto: https`; answers a function that
 * closes it.
 */
export async function startH2Front(port: number, backend: string, certDir: string): Promise<() => void> {
  const target = new URL(backend);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...certificate(certDir), allowHTTP1: true }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !HOP_HEADERS.has(name) && value !== undefined) headers[name] = value;
    }
    headers.host = req.headers[':authority'] ?? req.headers.host ?? target.host;
    headers['x-forwarded-proto'] = 'https';
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_HEADERS.has(name) && value !== undefined) out[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => {
    server.close();
    agent.destroy();
  };
}
