import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteError } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { safeSessionStorage } from '../../lib/browser-storage.ts';
import { claimChunkReload } from '../../lib/chunk-reload.ts';
import { classifyError } from './classify-error.ts';
import { ApologyPage, GenericErrorPage, NotFoundPage } from './error-pages.tsx';

function RouteErrorView({ embedded }: { embedded: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const { pathname } = useLocation();
  const view = classifyError(error, pathname);
  // docs/product/screens-and-routes.md#session-behaviour: a stale build reloads the page, at most once per 10 seconds.
  const [reloading] = useState(() => view.kind === 'stale-build' && claimChunkReload(safeSessionStorage()));

  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);

  useEffect(() => {
    if (view.kind === 'generic' || (view.kind === 'stale-build' && !reloading)) {
      console.error('Unhandled error while showing', pathname, error);
    }
  }, [error, pathname, reloading, view.kind]);

  if (reloading) return <LoadingScreen />;
  switch (view.kind) {
    case 'not-found':
      return <NotFoundPage path={view.path} message={view.message} embedded={embedded} />;
    case 'unauthorized':
      return view.redirecting ? (
        <LoadingScreen message={t('app.redirecting_to_login')} />
      ) : (
        <ApologyPage status={401} bankCode={view.bankCode} embedded={embedded} />
      );
    case 'forbidden':
      return <ApologyPage status={403} unknownRole={view.unknownRole} embedded={embedded} />;
    case 'generic':
      return <GenericErrorPage status={view.status} process={view.process} embedded={embedded} />;
    case 'stale-build':
      return <GenericErrorPage status={500} process="page" embedded={embedded} />;
  }
}

/** The error page of the whole app (docs/product/api.md#error-catalogue): full page, with its own header and main landmark. */
export const RouteErrorBoundary = () => <RouteErrorView embedded={false} />;

/** The error page inside a layout, which already provides the header and main landmark. */
export const EmbeddedRouteErrorBoundary = () => <RouteErrorView embedded />;
