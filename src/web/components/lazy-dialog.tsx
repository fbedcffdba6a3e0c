import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

/**
 * A dialog whose code is not part of its page's first load: the page shows without it,
 * the code is fetched once the page has shown and the browser is idle (so that opening is
 * immediate, and fetching it is not part of the page's own first work), and the dialog is
 * mounted from the first time `opened` is true (and stays mounted, for its closing transition).
 */
export function lazyDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const [used, setUsed] = useState(props.opened);
    if (props.opened && !used) setUsed(true);
    useEffect(() => {
      const fetchCode = () => void load().catch(() => undefined);
      // Safari has no requestIdleCallback: a task of its own after the page's.
      if (typeof window.requestIdleCallback !== 'function') {
        const timer = window.setTimeout(fetchCode, 200);
        return () => window.clearTimeout(timer);
      }
      const idle = window.requestIdleCallback(fetchCode, { timeout: 2000 });
      return () => window.cancelIdleCallback(idle);
    }, []);
    return used ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  }
  return LazyDialog;
}
