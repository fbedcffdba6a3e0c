// A real S3-compatible server for tests: s3rver (the Node port kept by 20minutes) in this process,
// its objects in a temporary directory, on a port the caller owns (this project's S3 tests: 3470–3479).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** s3rver's built-in account. */
const KEY = 'S3RVER';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The settings that point bizmatch at this server's bucket, as parseEnv reads them. */
  env: { S3_BUCKET: string; S3_ENDPOINT: string; S3_FORCE_PATH_STYLE: string; S3_ACCESS_KEY_ID: string; S3_SECRET_ACCESS_KEY: string };
  /** What the server holds under a key, read with the SDK directly (not through bizmatch's store). */
  object(key: string): Promise<{ bytes: Buffer; contentType: string | undefined } | null>;
  stop(): Promise<void>;
}

export async function startS3Server(port: number, bucket = 'bizmatch-images'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'bizmatch-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: KEY, secretAccessKey: KEY } });
  return {
    endpoint,
    bucket,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: KEY, S3_SECRET_ACCESS_KEY: KEY },
    async object(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return { bytes: Buffer.from(await answer.Body!.transformToByteArray()), contentType: answer.ContentType };
      } catch (err) {
        if ((err as Error).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async stop() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A proxy in front of an S3 server that answers the requests `fail` picks with an S3 error of its
 * choosing (what a store failing in the middle of an upload looks like) and passes the rest through.
 */
export async function startFailingProxy(port: number, target: string, fail: (req: http.IncomingMessage) => { status: number; code: string } | null) {
  const to = new URL(target);
  const server = http.createServer((req, res) => {
    const failure = fail(req);
    if (failure) {
      req.resume();
      res.writeHead(failure.status, { 'content-type': 'application/xml' }).end(`<Error><Code>${failure.code}</Code><Message>failed on purpose</Message></Error>`);
      return;
    }
    const upstream = http.request({ host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
