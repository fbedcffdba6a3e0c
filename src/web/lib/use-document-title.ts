import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title to "{page} | bizmatch" in the current language. */
export function useDocumentTitle(pageTitle: string | null): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${appName}` : appName;
  }, [pageTitle, appName]);
}
