import { type ComponentType, createContext, useContext } from 'react';

/** What a page showing one object in place passes to the app's not-found page (src/web/app/errors/error-pages.tsx). */
export interface NotFoundPageProps {
  path: string;
  message: string | null;
  reason?: string;
  back?: { href: string; label: string };
  embedded?: boolean;
}

const NotFoundPageContext = createContext<ComponentType<NotFoundPageProps> | null>(null);

/**
 * The app's not-found page, for features: they never import src/web/app (eslint
 * `import-x/no-restricted-paths`, decision 040), so the app hands its page down (app/provider.tsx).
 */
export const NotFoundPageProvider = NotFoundPageContext.Provider;

export function useNotFoundPage(): ComponentType<NotFoundPageProps> {
  const page = useContext(NotFoundPageContext);
  if (!page) throw new Error('useNotFoundPage: render inside AppProviders (src/web/app/provider.tsx)');
  return page;
}
