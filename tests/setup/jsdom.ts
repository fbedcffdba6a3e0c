import { afterEach } from 'vitest';

/**
 * For the browser's component tests (src/web/**\/*.test.tsx, each marked `// @vitest-environment jsdom`):
 * what jsdom lacks and Mantine asks for (matchMedia, ResizeObserver, scrollIntoView), and the
 * Testing Library cleanup after each test. Files in the node environment skip it all.
 */
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());

  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub });
  }
  // eslint-disable-next-line @typescript-eslint/unbound-method -- only whether jsdom has it is read
  window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
}
