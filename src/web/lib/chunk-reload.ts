import { LIMITS } from '../../shared/limits.ts';
import { readItem, safeSessionStorage, type SimpleStorage, writeItem } from './browser-storage.ts';

export const CHUNK_RELOAD_KEY = 'bizmatch:chunk-reload-at';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

/** True for the errors a browser raises when a code-split file of an older build is gone. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

/**
 * docs/product/screens-and-routes.md#session-behaviour: reload at most once per 10 seconds. Returns true (and records the time) when a reload
 * may happen now; false when one happened too recently, so a broken deploy cannot loop forever.
 */
export function claimChunkReload(
  storage: SimpleStorage | null,
  now: number = Date.now(),
  guardMs: number = LIMITS.chunkReloadGuardMs,
): boolean {
  const last = Number(readItem(storage, CHUNK_RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < guardMs) return false;
  // Without storage there is no way to remember the reload, so do not risk a loop.
  return writeItem(storage, CHUNK_RELOAD_KEY, String(now));
}

/** Reloads the page for a stale-build error when the guard allows it; returns whether it did. */
export function reloadForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error) || !claimChunkReload(safeSessionStorage())) return false;
  window.location.reload();
  return true;
}

/** Vite announces failed preloads of dynamic imports with this event. */
export function installChunkErrorReload(target: Window): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (!claimChunkReload(safeSessionStorage())) return;
    event.preventDefault();
    target.location.reload();
  });
}
