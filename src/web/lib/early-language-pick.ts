import type { Language } from '../../shared/enum-values.ts';
import { toSupportedLanguage } from './language.ts';

/** Marks the language switcher's <select> (components/language-select.tsx), in the app and in a page rendered ahead. */
export const LANGUAGE_SELECT_ATTRIBUTE = 'data-language-select';

/**
 * A public page rendered ahead (docs/decisions/055-prerendered-public-pages.md) can be used before
 * the app draws over it. Its links are plain links; its language switcher is a plain <select> that
 * nothing listens to yet. This listens to it from the app's first moment until the app's first
 * render replaces the HTML: a language picked before the interface text is ready is handed over by
 * `ready`, one picked after goes to `apply` at once.
 */
export function watchEarlyLanguagePick(container: HTMLElement, apply: (language: Language) => Promise<void>) {
  let picked: Language | null = null;
  let applying = false;
  const onChange = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLSelectElement) || !target.hasAttribute(LANGUAGE_SELECT_ATTRIBUTE)) return;
    const language = toSupportedLanguage(target.value);
    if (!language) return;
    if (applying) void apply(language);
    else picked = language;
  };
  container.addEventListener('change', onChange);
  // The app's first render replaces the root's children; from then on its own switcher listens.
  const replaced = new MutationObserver(() => {
    replaced.disconnect();
    container.removeEventListener('change', onChange);
  });
  replaced.observe(container, { childList: true });
  return {
    /** The interface text is ready: what was picked so far (to apply before the first render), and later picks go straight to `apply`. */
    ready(): Language | null {
      applying = true;
      return picked;
    },
  };
}
