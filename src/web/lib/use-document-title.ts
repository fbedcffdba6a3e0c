import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where a page rendered on the server (src/web/prerender.tsx), which has no document, leaves its
 * title for the HTML's <title>. Absent in the browser.
 */
export const RenderedTitleContext = createContext<{ title: string | null } | null>(null);

/** Sets the browser tab title to "{page} | bizmatch" in the current language. */
export function useDocumentTitle(pageTitle: string | null): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  const title = pageTitle ? `${pageTitle} | ${appName}` : appName;
  const rendered = useContext(RenderedTitleContext);
  if (rendered) rendered.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
