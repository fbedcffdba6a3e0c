import type { FastifyInstance, InjectOptions } from 'fastify';
import type { CustomFetch, CustomFetchOptions } from 'openid-client';

const NO_BODY = new Set([101, 204, 205, 304]);

function bodyOf(body: CustomFetchOptions['body']): string | Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  throw new TypeError('in-process fetch: streamed request bodies are not supported');
}

/**
 * A fetch for openid-client that reaches the embedded identity provider through `app.inject`:
 * the server never calls its own port, and tests built on `app.inject` see the whole flow.
 * Only the public origin is served; any other address is refused.
 */
export function inProcessFetch(app: FastifyInstance, publicUrl: string): CustomFetch {
  const origin = new URL(publicUrl);
  return async (url, options) => {
    const target = new URL(url);
    if (target.origin !== origin.origin) throw new TypeError(`in-process fetch: ${target.origin} is not this server`);
    const res = await app.inject({
      method: options.method as InjectOptions['method'],
      url: `${target.pathname}${target.search}`,
      headers: {
        // openid-client passes a record; oidc-provider (the back-channel logout) a Headers.
        ...Object.fromEntries(new Headers(options.headers as HeadersInit)),
        host: target.host,
        'x-forwarded-proto': target.protocol.slice(0, -1),
        'x-forwarded-host': target.host,
      },
      payload: bodyOf(options.body),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    return new Response(NO_BODY.has(res.statusCode) ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}
