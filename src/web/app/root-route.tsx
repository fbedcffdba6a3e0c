import { Progress } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** The top of every page: a thin progress bar while a navigation loads, and scroll restoration. */
export function RootRoute() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          aria-hidden="true"
          style={{ position: 'fixed', insetInline: 0, top: 0, zIndex: 1000 }}
        />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
