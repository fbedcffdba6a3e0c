// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOVER_INTENT_MS, intentPath, preloadOnIntent } from './preload-on-intent.ts';

const ORIGIN = 'http://localhost:3000';
const link = (attributes: Record<string, string>, text = 'go') => {
  const a = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  const span = document.createElement('span');
  span.textContent = text;
  a.append(span);
  document.body.append(a);
  return a;
};
const pointer = (type: string, target: Element, pointerType = 'mouse', relatedTarget: Element | null = null) => {
  // jsdom has no PointerEvent: a MouseEvent with the pointer's type says the same to the listener.
  const event = new MouseEvent(type, { bubbles: true, relatedTarget });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  target.dispatchEvent(event);
};

describe('intentPath', () => {
  it("answers the path of the app's own pages", () => {
    expect(intentPath(link({ href: '/company/offers/list?type=sell' }), ORIGIN)).toBe('/company/offers/list');
    expect(intentPath(link({ href: `${ORIGIN}/company/trading/abc` }), ORIGIN)).toBe('/company/trading/abc');
    expect(intentPath(link({ href: 'detail' }), `${ORIGIN}`)).toBe('/detail');
  });

  it('ignores other sites, downloads, new windows, fragments, the API and files', () => {
    expect(intentPath(link({ href: 'https://example.com/x' }), ORIGIN)).toBeNull();
    expect(intentPath(link({ href: '/company/x', download: '' }), ORIGIN)).toBeNull();
    expect(intentPath(link({ href: '/company/x', target: '_blank' }), ORIGIN)).toBeNull();
    expect(intentPath(link({ href: '#main' }), ORIGIN)).toBeNull();
    expect(intentPath(link({ href: '/api/offers/1/images/2' }), ORIGIN)).toBeNull();
    expect(intentPath(link({ href: '/assets/app.js' }), ORIGIN)).toBeNull();
    expect(intentPath(link({}), ORIGIN)).toBeNull();
    expect(intentPath(null, ORIGIN)).toBeNull();
    expect(intentPath(document.createElement('button'), ORIGIN)).toBeNull();
  });
});

describe('preloadOnIntent', () => {
  let stop: () => void;
  let preload: ReturnType<typeof vi.fn<(path: string) => void>>;
  beforeEach(() => {
    vi.useFakeTimers();
    preload = vi.fn<(path: string) => void>();
    stop = preloadOnIntent(document, ORIGIN, preload);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('loads a page when a finger touches its link or the keyboard focuses it, once per page', () => {
    const a = link({ href: '/company/offers/list' });
    a.firstElementChild!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(preload).toHaveBeenCalledWith('/company/offers/list');
    a.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link({ href: '/company/offers/list?page=2' }).dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preload).toHaveBeenCalledTimes(1);
    link({ href: '/company/trading' }).dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preload).toHaveBeenLastCalledWith('/company/trading');
  });

  it('loads a page when a mouse rests on its link, not when it passes over', () => {
    const passed = link({ href: '/company/a' });
    const rested = link({ href: '/company/b' });
    pointer('pointerover', passed.firstElementChild!);
    vi.advanceTimersByTime(HOVER_INTENT_MS / 2);
    pointer('pointerout', passed, 'mouse', document.body);
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    expect(preload).not.toHaveBeenCalled();
    pointer('pointerover', rested);
    // Moving inside the link (onto its text) keeps the intent.
    pointer('pointerout', rested, 'mouse', rested.firstElementChild);
    pointer('pointerover', rested.firstElementChild!);
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    expect(preload).toHaveBeenCalledExactlyOnceWith('/company/b');
  });

  it('leaves a touch to its own event, other links alone, and stops when asked', () => {
    pointer('pointerover', link({ href: '/company/c' }), 'touch');
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    link({ href: 'https://example.com/' }).dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(preload).not.toHaveBeenCalled();
    stop();
    link({ href: '/company/d' }).dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preload).not.toHaveBeenCalled();
  });
});
