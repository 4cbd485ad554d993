import { existsSync } from 'node:fs';

/** The system Chromium the browser tests and the size script drive (Playwright cannot download one here). */
export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error('No Chromium found: install Debian\'s "chromium" package or set CHROME_PATH.');
  }
  return found;
}

/** Flags that keep a headless Chromium quiet on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
