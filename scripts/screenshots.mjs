#!/usr/bin/env node
/**
 * A picture of every screen, for a person to look through: builds the mock stage, signs in as admin in
 * headless Chromium at 1440x900 and writes one PNG a screen in English and in Arabic,
 * `screenshots/<language>/<group>--<screen>.png` (git-ignored). A screen that does not settle within its
 * time is still pictured, and named at the end.
 *
 *   npm run screenshots                       build (mock stage) and take every screen in en and ar
 *   npm run screenshots -- --no-build         use the existing dist-screenshots/
 *   npm run screenshots -- --languages=fr     other interface languages (comma-separated)
 *   npm run screenshots -- --only=content-review   the screens whose uri contains this
 *   npm run screenshots -- --size=1280x800    another window size
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, option, serveMockStage, signedInPage } from './measure-page.mjs';

const PORT = 4187;
const OUT_DIR = 'screenshots';
const OUT_BUILD = 'dist-screenshots';
const LANGUAGES = (option('languages') ?? 'en,ar').split(',');
const ONLY = option('only');
const [WIDTH, HEIGHT] = (option('size') ?? '1440x900').split('x').map(Number);
/** How long a screen may take to show its title and finish loading before it is pictured as it is. */
const SETTLE_MS = 8_000;

/** The screen on show has its title, no spinner and no list greyed out, and the web fonts are in. */
async function settled(page) {
  await page.waitForFunction(
    () => {
      const screen = [...document.querySelectorAll('.shell__screen')].find((element) => element.checkVisibility());
      if (!screen || !screen.querySelector('h1')) return false;
      return !screen.querySelector('.ant-spin-spinning, .ant-skeleton, [aria-busy="true"]');
    },
    undefined,
    { timeout: SETTLE_MS, polling: 100 },
  );
  await page.evaluate(() => document.fonts.ready);
}

/** The admin's screens, from the routes the console keeps after sign-in. */
async function screensOf(page) {
  const stored = await page.evaluate(() => localStorage.getItem('admin-menus'));
  const paths = JSON.parse(stored ?? '{}').state?.routes?.map((route) => route.path) ?? [];
  return paths.filter((path) => path !== '/' && (!ONLY || path.includes(ONLY)));
}

/** Sets the interface language as a reload finds it: in the stored preferences. */
async function useLanguage(page, language) {
  await page.evaluate((next) => {
    const stored = JSON.parse(localStorage.getItem('admin-preferences') ?? '{"state":{},"version":0}');
    stored.state.language = next;
    localStorage.setItem('admin-preferences', JSON.stringify(stored));
  }, language);
}

const server = await serveMockStage({ port: PORT, outDir: OUT_BUILD });
const browser = await launchChromium();
const unsettled = [];
let taken = 0;
try {
  const page = await signedInPage(browser, server.origin, { login: 'admin', password: 'admin123456' });
  await page.setViewportSize({ width: WIDTH, height: HEIGHT });
  const screens = await screensOf(page);
  rmSync(OUT_DIR, { recursive: true, force: true });
  for (const language of LANGUAGES) {
    const folder = join(OUT_DIR, language);
    mkdirSync(folder, { recursive: true });
    await useLanguage(page, language);
    for (const path of screens) {
      // Each screen in a fresh page load: no tab kept from the screen before.
      await page.evaluate(() => sessionStorage.clear());
      await page.goto(`${server.origin}${path}`);
      await settled(page).catch(() => unsettled.push(`${language} ${path}`));
      await page.screenshot({ path: join(folder, `${path.slice(1).replaceAll('/', '--')}.png`) });
      taken += 1;
    }
    console.log(`${language}: ${screens.length} screens in ${folder}/`);
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`${taken} pictures at ${WIDTH}x${HEIGHT} in ${OUT_DIR}/`);
if (unsettled.length) console.log(`pictured before they settled (${SETTLE_MS} ms):\n  ${unsettled.join('\n  ')}`);
