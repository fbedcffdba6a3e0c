import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Language } from '../../shared/enums.ts';
import { SIGNED_OUT_STATE } from '../../shared/limits.ts';
import type { PublicConfig } from '../../shared/schemas/config.ts';
import { browserLanguage } from '../lib/language.ts';

/** What the build's renderer (src/web/prerender.tsx, built into `<dist>/.prerender/`) offers. */
interface Renderer {
  isPrerendered(pathname: string): boolean;
  renderPage(url: string, language: Language, config: PublicConfig): Promise<RenderedPage | null>;
  signedInModules(pathname: string, language: Language): string[] | null;
  signedInData(url: string): string[];
}
interface RenderedPage {
  status: number;
  html: string;
  title: string;
  module: string | null;
}

/** One file of the build's manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** A page of HTML made once and sent many times, with its compressed copies. */
export interface HtmlPage {
  html: string;
  /** The HTML compressed once, at the highest levels, as the build compresses its files. */
  compressed: Record<Encoding, Buffer>;
}

export interface PrerenderedPage extends HtmlPage {
  status: number;
  language: Language;
}

type Encoding = 'br' | 'gzip';
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export async function htmlPage(html: string): Promise<HtmlPage> {
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
    gzip(html, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { html, compressed: { br, gzip: gz } };
}

/** The body to send for an Accept-Encoding header: compressed when the browser accepts it. */
export function pageBody(page: HtmlPage, acceptEncoding: string | undefined): { body: Buffer | string; encoding: Encoding | null } {
  const encoding = acceptEncoding ? encodings.negotiate(acceptEncoding) : null;
  return encoding ? { body: page.compressed[encoding], encoding } : { body: page.html, encoding: null };
}

/** Enough for every public page in every language twice over; a full cache starts again. */
const MAX_CACHED = 64;
/** Every signed-in page's set of modules in every language (about 40 × 3). */
const MAX_SIGNED_IN = 256;


/**
 * The public pages as HTML rendered ahead (docs/decisions/055-prerendered-public-pages.md): the
 * app's index.html with the page's markup in its root element, its title and language, and links to
 * the page's styles (render-blocking, as the app's own) and code (preloaded). Each page is rendered
 * once per language and public configuration (the banks to sign in through come from the database)
 * and kept; the app's script then renders the same page over it.
 */
export class PrerenderedPages {
  private readonly cache = new Map<string, Promise<PrerenderedPage | null>>();
  private readonly signedIn = new Map<string, Promise<HtmlPage>>();
  private cachedConfig = '';

  private readonly renderer: Renderer;
  private readonly template: string;
  private readonly manifest: Manifest;

  constructor(renderer: Renderer, template: string, manifest: Manifest) {
    this.renderer = renderer;
    this.template = template;
    this.manifest = manifest;
  }

  /** Loads the build's renderer, or null (with a warning) when the build has none. */
  static async load(root: string, log: FastifyBaseLogger): Promise<PrerenderedPages | null> {
    const rendererFile = path.join(root, '.prerender', 'prerender.js');
    const manifestFile = path.join(root, '.vite', 'manifest.json');
    if (!existsSync(rendererFile) || !existsSync(manifestFile)) {
      log.warn({ root }, 'public pages not rendered ahead: the build has no renderer; run `npm run build`');
      return null;
    }
    const renderer = (await import(pathToFileURL(rendererFile).href)) as Renderer;
    return new PrerenderedPages(
      renderer,
      readFileSync(path.join(root, 'index.html'), 'utf8'),
      JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest,
    );
  }

  /** Whether the address is a public page rendered ahead. */
  handles(pathname: string): boolean {
    return this.renderer.isPrerendered(pathname);
  }

  /**
   * The page for this request in the language the app would start in (the locale cookie, else the
   * browser's languages, else English: src/web/lib/i18n.ts `initialLanguage`), or null when the
   * address is not a public page.
   */
  async page(request: FastifyRequest, config: PublicConfig): Promise<PrerenderedPage | null> {
    const url = new URL(request.url, 'http://host.invalid');
    if (!this.handles(url.pathname)) return null;
    const language = browserLanguage(request);
    // Only the query a page renders differently for is kept: after signing out, the landing says so.
    const search = url.searchParams.get('state') === SIGNED_OUT_STATE ? `?state=${SIGNED_OUT_STATE}` : '';
    const configKey = JSON.stringify(config);
    if (configKey !== this.cachedConfig || this.cache.size >= MAX_CACHED) {
      this.cache.clear();
      this.cachedConfig = configKey;
    }
    const key = `${language} ${url.pathname}${search}`;
    let page = this.cache.get(key);
    if (!page) {
      page = this.render(`${url.pathname}${search}`, language, config);
      this.cache.set(key, page);
      // A failed render is not kept: the next request tries again.
      page.catch(() => this.cache.delete(key));
    }
    return page;
  }

  /**
   * The API addresses the signed-in page at the request's address asks for as it first renders
   * (src/web/app/first-data.ts): the server names them as preloads of its answer.
   */
  signedInData(request: FastifyRequest): string[] {
    try {
      return this.renderer.signedInData(request.url);
    } catch (error) {
      // The page then asks for its data itself, as without the preloads.
      request.log.error({ err: error }, 'naming a signed-in page’s first data failed');
      return [];
    }
  }

  /**
   * A signed-in page's HTML: `base` (index.html with the session guard's requests preloaded) with
   * the modules the page loads before its first render linked ahead: their code preloaded, their
   * styles fetched without holding up the first paint (the app applies them with its code). Null
   * outside the role areas. One per set of modules and language, kept.
   */
  async signedInPage(request: FastifyRequest, base: string): Promise<HtmlPage | null> {
    const modules = this.renderer.signedInModules(new URL(request.url, 'http://host.invalid').pathname, browserLanguage(request));
    if (!modules) return null;
    const key = modules.join(' ');
    let page = this.signedIn.get(key);
    if (!page) {
      if (this.signedIn.size >= MAX_SIGNED_IN) this.signedIn.clear();
      const { css, js } = this.assetsOf(modules);
      const links = [
        ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
        ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ].join('');
      page = htmlPage(base.replace('</head>', () => `${links}</head>`));
      this.signedIn.set(key, page);
      page.catch(() => this.signedIn.delete(key));
    }
    return page;
  }

  private async render(url: string, language: Language, config: PublicConfig): Promise<PrerenderedPage | null> {
    const rendered = await this.renderer.renderPage(url, language, config);
    if (!rendered) return null;
    const page = await htmlPage(fillTemplate(this.template, rendered, language, this.assetsOf(rendered.module ? [rendered.module] : [])));
    return { status: rendered.status, language, ...page };
  }

  /** The styles and code the page's module loads beyond the entry's and what it imports (which index.html links already). */
  private assetsOf(modules: readonly string[]): { css: string[]; js: string[] } {
    const closure = (keys: string[], skip: Set<string>) => {
      const seen = new Set<string>();
      const walk = (key: string) => {
        if (seen.has(key) || skip.has(key) || !this.manifest[key]) return;
        seen.add(key);
        for (const imported of this.manifest[key].imports ?? []) walk(imported);
      };
      keys.forEach(walk);
      return seen;
    };
    const entries = Object.keys(this.manifest).filter((key) => this.manifest[key]!.isEntry);
    const chunks = [...closure([...modules], closure(entries, new Set()))].map((key) => this.manifest[key]!);
    return { css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))], js: chunks.map((chunk) => chunk.file) };
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * index.html for a signed-in page asked for with a session cookie: the session guard's two requests
 * (the organisation and the user) start with the app's script, as the configuration does, instead
 * of after the script, the page's code and the guard's have loaded.
 */
export function withSessionPreloads(template: string, urls: readonly string[]): string {
  const links = urls.map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials" />`).join('');
  // Beside the configuration's preload, before the app's script; else at the end of the head.
  const config = /<link rel="preload" href="\/api\/config"[^>]*>/;
  if (config.test(template)) return template.replace(config, (link) => `${link}${links}`);
  if (!template.includes('</head>')) throw new Error('index.html: no </head>');
  return template.replace('</head>', `${links}</head>`);
}

/**
 * index.html with the page in it: language, title, the page's styles and code, and its markup in
 * the root element instead of the splash.
 */
export function fillTemplate(template: string, page: Pick<RenderedPage, 'html' | 'title'>, language: Language, assets: { css: string[]; js: string[] }): string {
  const links = [
    ...assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
  const root = /<div id="root">[\s\S]*?<!--\/splash--><\/div>/;
  if (!root.test(template)) throw new Error('index.html: the root element and its splash (<div id="root">…<!--/splash--></div>) were not found');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', `${links}</head>`)
    .replace(root, () => `<div id="root" data-prerendered="true">${page.html}</div>`)
    // The page reads without the app's script; its notice that the app needs one is for the others.
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
}
