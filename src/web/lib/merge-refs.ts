import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * What Mantine's ScrollArea takes from `@floating-ui/react` (its one import from it): one callback
 * ref that sets all the given refs. The build resolves ScrollArea's import to this module
 * (vite.config.ts), so that pages with a Modal or a Table (both use ScrollArea) do not load
 * floating-ui's positioning code, which only popovers need (≈9 kB brotli; decision 022).
 */
export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]) {
  return useMergedRef<T>(...refs);
}
