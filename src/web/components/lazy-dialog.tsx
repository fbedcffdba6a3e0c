import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

/**
 * A dialog whose code is not part of its page's first load: the page shows without it,
 * the code is fetched once the page has shown (so that opening is immediate), and the dialog is
 * mounted from the first time `opened` is true (and stays mounted, for its closing transition).
 */
export function lazyDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const [used, setUsed] = useState(props.opened);
    if (props.opened && !used) setUsed(true);
    useEffect(() => {
      load().catch(() => undefined);
    }, []);
    return used ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  }
  return LazyDialog;
}
