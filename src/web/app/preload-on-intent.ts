/**
 * A page's code starts loading when the user shows the intent to open it, not when they click: a
 * pointer resting on a link, a finger touching it, or the keyboard's focus reaching it. On a phone a
 * touch comes 100–300 ms before the click it ends in; a mouse rests on a link for longer. Only the
 * page's code (its layouts, page and text, `preloadRoutes`) is loaded, each address once: its data
 * is not asked for, because some answers count a visit (an offer's detail counts its views) and
 * others are read again on every visit anyway (a negotiation: staleTime 0).
 */
export interface IntentTarget {
  addEventListener(type: string, listener: (event: Event) => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: (event: Event) => void, options?: EventListenerOptions): void;
}

/** How long a mouse must rest on a link before its page loads (a pointer passing over is no intent). */
export const HOVER_INTENT_MS = 80;

/**
 * The path of the app's page a link leads to, or null: another site, a download, a new window, or
 * an address the app does not route (the API, files). `origin` is the page's own.
 */
export function intentPath(link: Element | null, origin: string): string | null {
  if (!link || link.tagName !== 'A' || link.hasAttribute('download')) return null;
  const target = link.getAttribute('target');
  if (target && target !== '_self') return null;
  const href = link.getAttribute('href');
  if (!href || href.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/assets/')) return null;
  return url.pathname;
}

/**
 * Listens on `root` (the document) for intent on links and calls `preload` with each page's path,
 * once per path. Answers the function that stops listening.
 */
export function preloadOnIntent(root: IntentTarget, origin: string, preload: (pathname: string) => void): () => void {
  const done = new Set<string>();
  let hover: { link: Element; timer: ReturnType<typeof setTimeout> } | null = null;
  const linkOf = (event: Event) => (event.target instanceof Element ? event.target.closest('a') : null);
  const fire = (link: Element | null) => {
    const path = intentPath(link, origin);
    if (path === null || done.has(path)) return;
    done.add(path);
    preload(path);
  };
  const cancelHover = () => {
    if (hover) clearTimeout(hover.timer);
    hover = null;
  };
  const onPointerOver = (event: Event) => {
    // A touch has its own event (below); a pen or mouse hovers.
    if ((event as PointerEvent).pointerType === 'touch') return;
    const link = linkOf(event);
    if (!link || link === hover?.link) return;
    cancelHover();
    hover = { link, timer: setTimeout(() => fire(link), HOVER_INTENT_MS) };
  };
  const onPointerOut = (event: Event) => {
    if (!hover) return;
    const to = (event as PointerEvent).relatedTarget;
    if (to instanceof Node && hover.link.contains(to)) return;
    cancelHover();
  };
  const onNow = (event: Event) => fire(linkOf(event));
  const passive: AddEventListenerOptions = { passive: true, capture: true };
  root.addEventListener('pointerover', onPointerOver, passive);
  root.addEventListener('pointerout', onPointerOut, passive);
  root.addEventListener('touchstart', onNow, passive);
  root.addEventListener('focusin', onNow, passive);
  return () => {
    cancelHover();
    root.removeEventListener('pointerover', onPointerOver, { capture: true });
    root.removeEventListener('pointerout', onPointerOut, { capture: true });
    root.removeEventListener('touchstart', onNow, { capture: true });
    root.removeEventListener('focusin', onNow, { capture: true });
  };
}
