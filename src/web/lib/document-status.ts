/**
 * The HTTP status the server answered this page's document with, if the browser reports it
 * (Navigation Timing `responseStatus`) and the document is the one for `pathname`. The server
 * answers a failed login or an unknown bank code with the app's page and a 401/404/5xx status.
 */
export function documentResponseStatus(pathname: string): number | null {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return null;
  const [entry] = performance.getEntriesByType('navigation');
  if (!entry || !('responseStatus' in entry) || typeof entry.responseStatus !== 'number' || entry.responseStatus === 0) {
    return null;
  }
  try {
    return new URL(entry.name).pathname === pathname ? entry.responseStatus : null;
  } catch {
    return null;
  }
}
