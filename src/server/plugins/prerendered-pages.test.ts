import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/enums.ts';
import type { PublicConfig } from '../../shared/schemas/config.ts';
import { fillTemplate, pageBody, PrerenderedPages, withSessionPreloads } from './prerendered-pages.ts';

const TEMPLATE = `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <title>bizmatch</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root"><div aria-hidden="true"><img src="./assets/logo.svg" alt="" /></div><!--/splash--></div>
    <noscript><p>bizmatch needs JavaScript.</p></noscript>
  </body>
</html>`;

const MANIFEST = {
  'main.tsx': { file: 'assets/index-1.js', css: ['assets/index-1.css'], isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  'features/landing/routes/landing-page.tsx': {
    file: 'assets/landing-page-1.js',
    css: ['assets/landing-page-1.css'],
    imports: ['main.tsx', '_card.js'],
  },
  '_card.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'], imports: ['main.tsx', '_vendor.js'] },
  'text.ja': { file: 'assets/ja-1.js' },
};

const config = (bank: string): PublicConfig => ({
  api_base_url: '',
  login_url_base: '',
  logout_url_base: '',
  account_url_base: '',
  landing_url: '',
  feedback_form_url: '',
  banks: [{ bank_code: bank, name: bank, name_en: bank, country: 'TH', role: 'bank' }],
});

/** A renderer standing in for the build's: it writes down what it was asked. */
function fakeRenderer() {
  const calls: string[] = [];
  return {
    calls,
    isPrerendered: (pathname: string) => pathname === '/' || pathname === '/terms',
    signedInModules: (pathname: string, language: Language) => {
      calls.push(`modules ${language} ${pathname}`);
      return pathname.startsWith('/company/') ? ['features/landing/routes/landing-page.tsx', `text.${language}`] : null;
    },
    signedInData: (url: string) => {
      if (url.includes('broken')) throw new Error('no data');
      return url.startsWith('/company/') ? ['/api/notifications/unread', `/api/echo?of=${encodeURIComponent(url)}`] : [];
    },
    renderPage: async (url: string, language: Language, cfg: PublicConfig) => {
      calls.push(`${language} ${url} ${cfg.banks[0]!.bank_code}`);
      return { status: 200, html: `<main>${language} ${url} <a href="/${cfg.banks[0]!.bank_code}/login">$& $1</a></main>`, title: `T <${language}>`, module: url.startsWith('/terms') ? null : 'features/landing/routes/landing-page.tsx' };
    },
  };
}

const request = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
  ({ url, headers, cookies }) as unknown as FastifyRequest;

describe('PrerenderedPages', () => {
  it('answers in the language of the locale cookie, else of Accept-Language by its weights, else English', async () => {
    const renderer = fakeRenderer();
    const pages = new PrerenderedPages(renderer, TEMPLATE, MANIFEST);
    const cfg = config('chaophraya');
    expect((await pages.page(request('/', { 'accept-language': 'th;q=0.5, ja;q=0.9' }, { i18n_redirected: 'th' }), cfg))?.language).toBe('th');
    expect((await pages.page(request('/', { 'accept-language': 'fr, th;q=0.5, ja;q=0.9' }), cfg))?.language).toBe('ja');
    expect((await pages.page(request('/', { 'accept-language': 'fr' }, { i18n_redirected: 'xx' }), cfg))?.language).toBe('en');
  });

  it('renders a page once per language and configuration, and again when the banks change', async () => {
    const renderer = fakeRenderer();
    const pages = new PrerenderedPages(renderer, TEMPLATE, MANIFEST);
    for (let i = 0; i < 3; i++) await pages.page(request('/', { 'accept-language': 'ja' }), config('a'));
    await pages.page(request('/', { 'accept-language': 'th' }), config('a'));
    const changed = await pages.page(request('/', { 'accept-language': 'ja' }), config('b'));
    expect(renderer.calls).toEqual(['ja / a', 'th / a', 'ja / b']);
    expect(changed?.html).toContain('href="/b/login"');
  });

  it('keeps only the query a page renders differently for, and answers null for an address that is not a public page', async () => {
    const renderer = fakeRenderer();
    const pages = new PrerenderedPages(renderer, TEMPLATE, MANIFEST);
    await pages.page(request('/?state=signed_out&x=<script>'), config('a'));
    await pages.page(request('/?utm_source=mail'), config('a'));
    await pages.page(request('/?state=other'), config('a'));
    expect(renderer.calls).toEqual(['en /?state=signed_out a', 'en / a']);
    expect(await pages.page(request('/company/home'), config('a'))).toBeNull();
    expect(renderer.calls).toHaveLength(2);
  });

  it('does not keep a failed render', async () => {
    let fail = true;
    const renderer = {
      isPrerendered: () => true,
      signedInModules: () => null,
      signedInData: () => [],
      renderPage: async () => {
        if (fail) throw new Error('render failed');
        return { status: 200, html: '<p>ok</p>', title: 'ok', module: null };
      },
    };
    const pages = new PrerenderedPages(renderer, TEMPLATE, MANIFEST);
    await expect(pages.page(request('/'), config('a'))).rejects.toThrow('render failed');
    fail = false;
    expect((await pages.page(request('/'), config('a')))?.html).toContain('<p>ok</p>');
  });

  it("links the page's own styles and code, not the entry's, which index.html links already", async () => {
    const pages = new PrerenderedPages(fakeRenderer(), TEMPLATE, MANIFEST);
    const html = (await pages.page(request('/'), config('a')))!.html;
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/landing-page-1.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/card-1.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-page-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/card-1.js">');
    expect(html).not.toContain('href="/assets/index-1.css"');
    expect(html).not.toContain('vendor-1.js');
    const terms = (await pages.page(request('/terms'), config('a')))!.html;
    expect(terms).not.toContain('<link rel=');
  });
});

describe('fillTemplate', () => {
  it("puts the page's markup in the root element instead of the splash, with its language and escaped title, and drops the script notice", () => {
    const html = fillTemplate(TEMPLATE, { html: '<main>ページ $& $1 $$</main>', title: 'A & <B>' }, 'ja', { css: [], js: [] });
    expect(html).toContain('<html lang="ja" data-mantine-color-scheme="light">');
    expect(html).toContain('<title>A &amp; &lt;B&gt;</title>');
    // Replacement patterns in the markup are kept as written.
    expect(html).toContain('<div id="root" data-prerendered="true"><main>ページ $& $1 $$</main></div>');
    expect(html).not.toContain('logo.svg');
    expect(html).not.toContain('noscript');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it("fills the app's own index.html", () => {
    const template = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
    const html = fillTemplate(template, { html: '<main>page</main>', title: 'Title' }, 'th', { css: [], js: [] });
    expect(html).toContain('<html lang="th"');
    expect(html).toContain('<title>Title</title>');
    expect(html).toContain('<div id="root" data-prerendered="true"><main>page</main></div>');
    expect(html).not.toContain('<noscript>');
  });

  it('fails loudly when index.html no longer has the splash marker', () => {
    expect(() => fillTemplate(TEMPLATE.replace('<!--/splash-->', ''), { html: '', title: '' }, 'en', { css: [], js: [] })).toThrow(/splash/);
  });
});

describe('pageBody', () => {
  it('sends the page compressed as the browser accepts it, brotli first, and as it is otherwise', async () => {
    const pages = new PrerenderedPages(fakeRenderer(), TEMPLATE, MANIFEST);
    const page = (await pages.page(request('/'), config('a')))!;
    const br = pageBody(page, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(page.html);
    const gz = pageBody(page, 'gzip;q=1, br;q=0');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(page.html);
    expect(pageBody(page, 'identity')).toEqual({ body: page.html, encoding: null });
    expect(pageBody(page, undefined)).toEqual({ body: page.html, encoding: null });
  });
});

describe('withSessionPreloads', () => {
  it("names the session guard's requests beside the configuration's preload, before the app's script", () => {
    const template = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
    const html = withSessionPreloads(template, ['/api/company', '/api/user']);
    const company = html.indexOf('<link rel="preload" href="/api/company" as="fetch" crossorigin="use-credentials" />');
    const user = html.indexOf('<link rel="preload" href="/api/user" as="fetch" crossorigin="use-credentials" />');
    expect(company).toBeGreaterThan(html.indexOf('href="/api/config"'));
    expect(user).toBeGreaterThan(company);
    expect(user).toBeLessThan(html.indexOf('<script'));
    expect(withSessionPreloads('<html><head><title>x</title></head></html>', ['/api/user'])).toBe(
      '<html><head><title>x</title><link rel="preload" href="/api/user" as="fetch" crossorigin="use-credentials" /></head></html>',
    );
    expect(() => withSessionPreloads('<p>no head</p>', ['/api/user'])).toThrow(/head/);
  });
});

describe('PrerenderedPages.signedInPage', () => {
  const BASE = TEMPLATE.replace('</head>', '<link rel="preload" href="/api/user" as="fetch" crossorigin="use-credentials" /></head>');

  it("links the modules a signed-in page loads first, in the language it starts in: code preloaded, styles fetched without blocking", async () => {
    const renderer = fakeRenderer();
    const pages = new PrerenderedPages(renderer, TEMPLATE, MANIFEST);
    const page = (await pages.signedInPage(request('/company/offers/list?page=2', { 'accept-language': 'ja' }), BASE))!;
    expect(page.html).toContain('href="/api/user"');
    expect(page.html).toContain('<link rel="preload" as="style" crossorigin href="/assets/landing-page-1.css">');
    expect(page.html).toContain('<link rel="preload" as="style" crossorigin href="/assets/card-1.css">');
    expect(page.html).not.toContain('rel="stylesheet" crossorigin href="/assets/landing');
    expect(page.html).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-page-1.js">');
    expect(page.html).toContain('<link rel="modulepreload" crossorigin href="/assets/ja-1.js">');
    expect(page.html).not.toContain('vendor-1.js');
    // The root keeps the splash: the page is the app's to draw.
    expect(page.html).toContain('<!--/splash-->');
    expect(gunzipSync(page.compressed.gzip).toString()).toBe(page.html);
  });

  it('keeps one page per set of modules, and answers null outside the role areas', async () => {
    const renderer = fakeRenderer();
    const pages = new PrerenderedPages(renderer, TEMPLATE, MANIFEST);
    const first = await pages.signedInPage(request('/company/a', {}, { i18n_redirected: 'ja' }), BASE);
    const second = await pages.signedInPage(request('/company/a?x=1', {}, { i18n_redirected: 'ja' }), BASE);
    expect(second).toBe(first);
    const english = await pages.signedInPage(request('/company/a'), BASE);
    expect(english).not.toBe(first);
    expect(english!.html).not.toContain('ja-1.js');
    expect(await pages.signedInPage(request('/terms'), BASE)).toBeNull();
  });

  it("names the page's first API requests from its whole address, and none when naming them fails", () => {
    const pages = new PrerenderedPages(fakeRenderer(), TEMPLATE, MANIFEST);
    expect(pages.signedInData(request('/company/offers/list?type=sell'))).toEqual(['/api/notifications/unread', '/api/echo?of=%2Fcompany%2Foffers%2Flist%3Ftype%3Dsell']);
    expect(pages.signedInData(request('/terms'))).toEqual([]);
    const logged: unknown[] = [];
    const failing = { ...request('/company/broken'), log: { error: (entry: unknown) => logged.push(entry) } } as unknown as FastifyRequest;
    expect(pages.signedInData(failing)).toEqual([]);
    expect(logged).toHaveLength(1);
  });
});
