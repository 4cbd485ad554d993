/**
 * Recognises a lazily loaded screen that could not be fetched: a chunk missing after a deployment,
 * the network dropping, or Vite's "Unable to preload CSS" for the screen's stylesheet.
 */
const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

const RELOAD_KEY = 'admin-chunk-reload';
/** A second failure within this window means reloading did not help: show the recovery view. */
const RELOAD_WINDOW_MS = 60_000;

/**
 * Reloads the page once so the browser picks up the current deployment. Returns false when this page
 * was already reloaded for the same reason a moment ago, so we never loop.
 */
export function reloadOnceForChunkError(
  path: string,
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
): boolean {
  const previous = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? 'null') as { path: string; at: number } | null;
  if (previous && previous.path === path && now - previous.at < RELOAD_WINDOW_MS) return false;
  sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ path, at: now }));
  reload();
  return true;
}

/**
 * A chunk loaded fine: forget its reload so a later failure may reload again. Given a path, only that
 * path's reload is forgotten: another chunk loading fine after the reload (the shell around a screen
 * whose chunk still fails) must not start a reload loop.
 */
export function clearChunkReload(path?: string): void {
  if (path !== undefined) {
    const previous = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? 'null') as { path: string } | null;
    if (previous?.path !== path) return;
  }
  sessionStorage.removeItem(RELOAD_KEY);
}
