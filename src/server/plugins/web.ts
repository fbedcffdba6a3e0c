import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ROLE_PATH } from '../../shared/enum-values.ts';
import type { PublicConfig } from '../../shared/schemas/config.ts';
import { type HtmlPage, htmlPage, pageBody, PrerenderedPages, withSessionPreloads } from './prerendered-pages.ts';

export interface WebOptions {
  /** Directory holding the built browser app (index.html and assets/). */
  distDir: string;
  /** The public configuration the public pages are rendered ahead with (the banks to sign in through). */
  publicConfig?: () => Promise<PublicConfig>;
  /**
   * The session cookie's name and the session guard's requests (the organisation, the user): a
   * signed-in page asked for with the cookie names them as preloads in its HTML. Absent when the API
   * is elsewhere (API_BASE_URL), where the browser's requests would not match.
   */
  sessionPreloads?: { cookie: string; urls: readonly string[] };
}

/** The first path segments of the role areas (/company/…, /financial-institution/…). */
const AREA_SEGMENTS = new Set(Object.values(ROLE_PATH));
const inRoleArea = (url: string) => AREA_SEGMENTS.has(url.split('?')[0]!.split('/')[1] ?? '');

/**
 * Serves the built React app from the same origin. Hashed assets are cached for a year;
 * every other non-API path answers index.html so deep links work. Files go out pre-compressed
 * (brotli or gzip, made at build time) when the browser accepts it.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: WebOptions) => {
  const root = path.resolve(options.distDir);
  const built = existsSync(path.join(root, 'index.html'));
  if (!built) app.log.warn({ root }, 'browser app not built; run `npm run build`');

  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      serve: true,
      cacheControl: false,
      // The build writes .br and .gz beside each text file (vite.config.ts): sent as they are to a
      // browser that accepts them, so nothing is compressed per request.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The bytes sent depend on Accept-Encoding; a shared cache must keep them apart.
        res.setHeader('Vary', 'Accept-Encoding');
      },
      // index.html (and its compressed copies) is answered by sendApp only, never as a file route;
      // the public pages' renderer is the server's, not the browser's.
      globIgnore: ['**/index.html', '**/index.html.*', '**/.prerender/**'],
    });
  }

  const publicConfig = options.publicConfig;
  const prerendered = built && publicConfig ? await PrerenderedPages.load(root, app.log) : null;
  const sessionPreloads = options.sessionPreloads;
  const signedInTemplate = built && sessionPreloads ? withSessionPreloads(readFileSync(path.join(root, 'index.html'), 'utf8'), sessionPreloads.urls) : null;
  const signedInApp: HtmlPage | null = signedInTemplate ? await htmlPage(signedInTemplate) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD') || !built) {
      return reply.status(404).send({
        status: 404,
        code: 'not_found',
        message: `Not found: ${request.method} ${request.url.split('?')[0]}`,
        request_id: request.id,
      });
    }
    if (prerendered && publicConfig && prerendered.handles(request.url.split('?')[0]!)) {
      try {
        const page = await prerendered.page(request, await publicConfig());
        if (page) {
          // The page is in the language of the locale cookie, else of Accept-Language.
          reply.header('Vary', 'Accept-Encoding, Cookie, Accept-Language').header('Content-Language', page.language);
          return sendHtml(reply, page, request.headers['accept-encoding'], page.status);
        }
      } catch (error) {
        // The app renders the page itself, as it would without the HTML.
        request.log.error({ err: error }, 'rendering a public page ahead failed; answering with the app');
      }
    }
    if (signedInTemplate && signedInApp && sessionPreloads && inRoleArea(request.url) && request.cookies?.[sessionPreloads.cookie]) {
      // With the build's renderer, the page's own code is linked too (in the language it will start in).
      const page = (await prerendered?.signedInPage(request, signedInTemplate).catch((error: unknown) => {
        request.log.error({ err: error }, 'linking a signed-in page ahead failed; answering with the app');
        return null;
      })) ?? signedInApp;
      reply.header('Vary', 'Accept-Encoding, Cookie, Accept-Language');
      // The page's first API requests start with its HTML, named in a header so that the HTML
      // itself stays one kept copy per set of modules (docs/decisions/059-a-page-s-first-data-preloaded.md).
      const data = prerendered?.signedInData(request) ?? [];
      if (data.length > 0) reply.header('Link', data.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(', '));
      return sendHtml(reply, page, request.headers['accept-encoding']);
    }
    return sendApp(reply);
  });

  /** HTML made once (a public page rendered ahead, the signed-in app), compressed as the browser accepts. */
  function sendHtml(reply: FastifyReply, page: HtmlPage, acceptEncoding: string | undefined, status = 200): FastifyReply {
    const { body, encoding } = pageBody(page, acceptEncoding);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(body);
  }

  app.decorateReply('sendApp', function (this: FastifyReply, status = 200) {
    return sendApp(this, status);
  });

  function sendApp(reply: FastifyReply, status = 200) {
    if (!built) return reply.status(status).type('text/plain').send('bizmatch: browser app not built');
    return reply.status(status).header('Cache-Control', 'no-cache').sendFile('index.html', root, { cacheControl: false });
  }
});

declare module 'fastify' {
  interface FastifyReply {
    /** Answer with the browser app (index.html), e.g. a 404 the app then renders as its 404 page. */
    sendApp(status?: number): FastifyReply;
  }
}
