import type { Language } from '../../shared/enums.ts';
import type { LoginRealm } from '../modules/auth/login-realms.ts';
import { html, raw, type SafeHtml } from './html.ts';
import { fill, IDP_MESSAGES, type IdpMessages } from './idp-messages.ts';

/**
 * Server-rendered pages of the embedded identity provider: each bank's own sign-in site. Plain
 * HTML and one <style>; no script at all (the CSP forbids inline script, and none is needed).
 */

interface Theme {
  /** Header and button colour; white text on it keeps at least 7:1 contrast. */
  brand: string;
  brandDark: string;
  /** The thin stripe under the header. */
  stripe: string;
}

const THEMES: Record<string, Theme> = {
  minato: { brand: '#12355b', brandDark: '#0b2440', stripe: '#c9a227' },
  chaophraya: { brand: '#4b2a7b', brandDark: '#341c57', stripe: '#d4a017' },
  kokopelli: { brand: '#0e5a60', brandDark: '#093e42', stripe: '#e08a2e' },
};

const FALLBACK_THEMES: Theme[] = [
  { brand: '#1f3f6e', brandDark: '#142a4a', stripe: '#7aa7d9' },
  { brand: '#6b1f3a', brandDark: '#4a1528', stripe: '#d9a55b' },
  { brand: '#1d5b3a', brandDark: '#123d27', stripe: '#a3c86b' },
];

function themeFor(bankCode: string): Theme {
  const known = THEMES[bankCode];
  if (known) return known;
  let hash = 0;
  for (const c of bankCode) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return FALLBACK_THEMES[hash % FALLBACK_THEMES.length]!;
}

/** A bank's name as its customers see it: without the legal form ("株式会社", ", Ltd.", "จำกัด (มหาชน)"). */
export function brandName(name: string): string {
  return name
    .replace(/^株式会社\s*|\s*株式会社$/u, '')
    .replace(/\s*จำกัด\s*\(มหาชน\)\s*$/u, '')
    .replace(/\s*จำกัด\s*$/u, '')
    .replace(/,?\s+(Public Company Limited|Co\.,? Ltd\.|Ltd\.|Limited|Inc\.|PLC)$/i, '')
    .trim();
}

/** The bank's name in the page's language: its own-language name at home, else the English one. */
export function bankName(realm: LoginRealm, lang: Language): string {
  const home: Partial<Record<string, Language>> = { JP: 'ja', TH: 'th' };
  const native = home[realm.country] === lang ? realm.name : null;
  return brandName(native ?? realm.nameEn ?? realm.name);
}

export interface PageContext {
  lang: Language;
  realm: LoginRealm;
  /** The current path, for the language links; omitted on pages that cannot be reloaded (logout confirmation). */
  path?: string | undefined;
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:#eef1f5;color:#1b2430;
font-family:system-ui,-apple-system,"Segoe UI","Hiragino Sans","Noto Sans JP","Noto Sans Thai","Noto Sans",Roboto,Arial,sans-serif;
font-size:16px;line-height:1.6}
a{color:var(--brand)}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #f2b705;outline-offset:2px}
header.top{background:var(--brand);color:#fff}
.top-inner{max-width:1040px;margin:0 auto;padding:.9rem 1.5rem;display:flex;align-items:center;justify-content:space-between;gap:1rem;flex-wrap:wrap}
.brand{display:flex;align-items:center;gap:.75rem;color:#fff;text-decoration:none}
.mark{width:2.5rem;height:2.5rem;border-radius:.5rem;background:#fff;color:var(--brand);display:grid;place-items:center;font-weight:800;font-size:1.35rem;letter-spacing:-.02em}
.brand-name{font-weight:700;font-size:1.2rem;letter-spacing:.01em}
.brand-sub{display:block;font-size:.78rem;font-weight:400;opacity:.92;letter-spacing:.04em}
nav.lang ul{list-style:none;margin:0;padding:0;display:flex;gap:.25rem}
nav.lang a{color:#fff;text-decoration:none;padding:.3rem .65rem;border-radius:999px;font-size:.9rem;border:1px solid transparent}
nav.lang a:hover{border-color:rgba(255,255,255,.6)}
nav.lang a[aria-current="true"]{background:#fff;color:var(--brand);font-weight:700}
.stripe{height:4px;background:var(--stripe)}
main{flex:1;width:100%;max-width:1040px;margin:0 auto;padding:2.5rem 1.5rem 3rem;display:grid;grid-template-columns:minmax(0,440px) minmax(0,1fr);gap:2.5rem;align-items:start}
main.single{grid-template-columns:minmax(0,560px);justify-content:center}
.card{background:#fff;border-radius:.75rem;box-shadow:0 1px 2px rgba(16,24,40,.08),0 8px 24px rgba(16,24,40,.08);padding:2rem 2rem 1.75rem;border-top:4px solid var(--brand)}
h1{font-size:1.6rem;line-height:1.3;margin:0 0 .35rem;color:#111827}
.lead{margin:0 0 1.5rem;color:#374151}
.field{margin-bottom:1.1rem}
label{display:block;font-weight:600;margin-bottom:.35rem;color:#1f2937}
input[type=text],input[type=password],input:not([type]){width:100%;height:2.9rem;padding:0 .85rem;font:inherit;color:#111827;background:#fff;border:1px solid #6b7280;border-radius:.4rem}
input:focus{border-color:var(--brand)}
input[aria-invalid="true"]{border-color:#b42318}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:2.9rem;padding:0 1.4rem;border-radius:.4rem;border:1px solid var(--brand);background:var(--brand);color:#fff;font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
.button:hover{background:var(--brand-dark)}
.button.block{width:100%;margin-top:.4rem}
.button.secondary{background:#fff;color:var(--brand)}
.button.secondary:hover{background:#f3f4f6}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.5rem}
.alert{display:flex;gap:.6rem;margin:0 0 1.25rem;padding:.8rem 1rem;border-radius:.4rem;background:#fdecea;border-left:4px solid #b42318;color:#7a1610;font-weight:600}
.notice{margin:1.5rem 0 0;padding:.75rem 1rem;border-radius:.4rem;background:#f3f6fa;border:1px dashed #7b8794;color:#374151;font-size:.9rem}
.aside h2{font-size:1.1rem;margin:0 0 .75rem;color:#111827}
.aside ul{margin:0;padding:0;list-style:none}
.aside li{position:relative;padding:.7rem 0 .7rem 1.9rem;border-bottom:1px solid #d5dbe3;color:#374151}
.aside li::before{content:"";position:absolute;left:.2rem;top:1.05rem;width:.95rem;height:.95rem;border-radius:50%;border:3px solid var(--brand)}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.6rem 1.5rem;margin:0}
dl.facts dt{font-weight:600;color:#4b5563}
dl.facts dd{margin:0;color:#111827;word-break:break-word}
.code{margin-top:1rem;font-size:.9rem;color:#4b5563}
.code code{font-family:ui-monospace,Menlo,Consolas,monospace;background:#f3f4f6;padding:.1rem .35rem;border-radius:.25rem}
footer.bottom{background:#fff;border-top:1px solid #d5dbe3;color:#4b5563;font-size:.85rem}
.bottom-inner{max-width:1040px;margin:0 auto;padding:1rem 1.5rem;display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}
.bottom-inner a{color:#1f2937}
@media (max-width:760px){main{grid-template-columns:1fr;padding-top:1.5rem}.card{padding:1.5rem 1.25rem}}
`;

function layout(ctx: PageContext, title: string, body: SafeHtml, options: { single?: boolean } = {}): string {
  const m = IDP_MESSAGES[ctx.lang];
  const name = bankName(ctx.realm, ctx.lang);
  const theme = themeFor(ctx.realm.bankCode);
  const english = bankName(ctx.realm, 'en');
  const initial = (english.match(/[A-Za-z0-9]/)?.[0] ?? english[0] ?? '?').toUpperCase();
  const vars = `:root{--brand:${theme.brand};--brand-dark:${theme.brandDark};--stripe:${theme.stripe}}`;
  const languageLinks = ctx.path
    ? html`<nav class="lang" aria-label="${m.languageNav}"><ul>${(['en', 'ja', 'th'] as const).map(
        (l) =>
          html`<li><a href="${withLang(ctx.path!, l)}" lang="${l}" hreflang="${l}"${l === ctx.lang ? html` aria-current="true"` : ''}>${m.languageNames[l]}</a></li>`,
      )}</ul></nav>`
    : '';
  return html`<!doctype html>
<html lang="${ctx.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | ${name}</title>
<style>${raw(vars + STYLE)}</style>
</head>
<body>
<header class="top">
<div class="top-inner">
<span class="brand"><span class="mark" aria-hidden="true">${initial}</span><span class="brand-name">${name}<span class="brand-sub">${m.tagline}</span></span></span>
${languageLinks}
</div>
</header>
<div class="stripe"></div>
<main${options.single ? html` class="single"` : ''}>
${body}
</main>
<footer class="bottom">
<div class="bottom-inner"><span>© ${name} · ${m.footer}</span><a href="/">${m.backToApp}</a></div>
</footer>
</body>
</html>
`.value;
}

function withLang(path: string, lang: Language): string {
  const url = new URL(path, 'http://idp.invalid');
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}`;
}

function securityAside(m: IdpMessages, bank: string): SafeHtml {
  return html`<section class="aside" aria-labelledby="security-title">
<h2 id="security-title">${m.securityTitle}</h2>
<ul>${m.securityTips.map((tip) => html`<li>${fill(tip, bank)}</li>`)}</ul>
</section>`;
}

export interface LoginPageInput {
  /** Where the form posts: the interaction's own address. */
  action: string;
  username?: string | undefined;
  failed?: boolean | undefined;
}

export function loginPage(ctx: PageContext, input: LoginPageInput): string {
  const m = IDP_MESSAGES[ctx.lang];
  const bank = bankName(ctx.realm, ctx.lang);
  const username = input.username ?? '';
  const invalid = input.failed ? html` aria-invalid="true" aria-describedby="login-error"` : '';
  const body = html`<section class="card" aria-labelledby="title">
<h1 id="title">${m.signInTitle}</h1>
<p class="lead">${fill(m.signInLead, bank)}</p>
${input.failed ? html`<p class="alert" id="login-error" role="alert">${m.wrongPassword}</p>` : ''}
<form method="post" action="${withLang(input.action, ctx.lang)}">
<div class="field">
<label for="username">${m.username}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="200" value="${username}"${invalid}${username ? '' : html` autofocus`}>
</div>
<div class="field">
<label for="password">${m.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200"${invalid}${username ? html` autofocus` : ''}>
</div>
<button class="button block" type="submit">${m.submit}</button>
</form>
<p class="notice">${m.demoNotice}</p>
</section>
${securityAside(m, bank)}`;
  return layout(ctx, m.pageSignIn, body);
}

export interface AccountView {
  name: string;
  username: string;
  email: string | null;
}

export function accountPage(ctx: PageContext, input: { account: AccountView | null; signInHref: string; signOutHref: string }): string {
  const m = IDP_MESSAGES[ctx.lang];
  const bank = bankName(ctx.realm, ctx.lang);
  const { account } = input;
  const body = account
    ? html`<section class="card" aria-labelledby="title">
<h1 id="title">${m.accountTitle}</h1>
<p class="lead">${fill(m.accountLead, bank)}</p>
<dl class="facts">
<dt>${m.accountName}</dt><dd>${account.name}</dd>
<dt>${m.accountUsername}</dt><dd>${account.username}</dd>
<dt>${m.accountEmail}</dt><dd>${account.email ?? '—'}</dd>
<dt>${m.accountBank}</dt><dd>${bank}</dd>
</dl>
<div class="actions"><a class="button" href="${input.signOutHref}">${m.signOut}</a><a class="button secondary" href="/">${m.backToApp}</a></div>
</section>`
    : html`<section class="card" aria-labelledby="title">
<h1 id="title">${m.accountTitle}</h1>
<p class="lead">${fill(m.notSignedIn, bank)}</p>
<div class="actions"><a class="button" href="${input.signInHref}">${m.signIn}</a><a class="button secondary" href="/">${m.backToApp}</a></div>
</section>`;
  return layout(ctx, m.pageAccount, body, { single: true });
}

/** RP-initiated logout's confirmation; `form` is oidc-provider's hidden form (id "op.logoutForm", with its xsrf token). */
export function logoutConfirmPage(ctx: PageContext, form: SafeHtml): string {
  const m = IDP_MESSAGES[ctx.lang];
  const bank = bankName(ctx.realm, ctx.lang);
  const body = html`<section class="card" aria-labelledby="title">
<h1 id="title">${fill(m.logoutTitle, bank)}</h1>
<p class="lead">${fill(m.logoutBody, bank)}</p>
${form}
<div class="actions">
<button class="button" type="submit" form="op.logoutForm" name="logout" value="yes">${m.logoutYes}</button>
<button class="button secondary" type="submit" form="op.logoutForm">${m.logoutNo}</button>
</div>
</section>`;
  return layout(ctx, m.pageSignOut, body, { single: true });
}

export function loggedOutPage(ctx: PageContext): string {
  const m = IDP_MESSAGES[ctx.lang];
  const bank = bankName(ctx.realm, ctx.lang);
  const body = html`<section class="card" aria-labelledby="title">
<h1 id="title">${m.loggedOutTitle}</h1>
<p class="lead">${fill(m.loggedOutBody, bank)}</p>
<div class="actions"><a class="button" href="/">${m.backToApp}</a></div>
</section>`;
  return layout(ctx, m.pageSignOut, body, { single: true });
}

export function errorPage(ctx: PageContext, input: { expired?: boolean; code?: string | undefined; retryHref: string }): string {
  const m = IDP_MESSAGES[ctx.lang];
  const body = html`<section class="card" aria-labelledby="title">
<h1 id="title">${m.errorTitle}</h1>
<p class="lead">${input.expired ? m.expiredBody : m.errorBody}</p>
<div class="actions"><a class="button" href="${input.retryHref}">${m.startAgain}</a><a class="button secondary" href="/">${m.backToApp}</a></div>
${input.code ? html`<p class="code">${m.errorCode}: <code>${input.code}</code></p>` : ''}
</section>`;
  return layout(ctx, m.pageError, body, { single: true });
}
