import { i18n, readLocaleFile } from '../../src/shared/i18n/i18n';
import { setLanguage } from '../../src/shared/i18n/set-language';
import { forgetLoadedTranslations } from '../support/fresh-translations';
import { existingSession, renderApp, screen } from './render-app';

/**
 * A French or Indonesian console opened from a bookmark: a page load on a screen's address with the language
 * stored, so the shell's namespaces load for the first time beside the permissions. No text of the shell may
 * show a raw key at any moment, whichever file arrives first.
 */

/** Every raw `palette.open` the page shows while it loads: in a text or in a name given to assistive technology. */
function watchForRawKey(key: string) {
  const seen: string[] = [];
  const look = (node: Node) => {
    const element = node instanceof Element ? node : node.parentElement;
    const text = `${node.textContent ?? ''} ${element?.getAttribute('aria-label') ?? ''}`;
    if (text.includes(key)) seen.push(text.trim().slice(0, 80));
  };
  const observer = new MutationObserver((records) =>
    records.forEach((record) =>
      record.type === 'characterData' ? look(record.target) : record.addedNodes.forEach(look),
    ),
  );
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

describe('the shell in a console opened from a bookmark', () => {
  let forgotten: string[] = [];
  afterEach(async () => {
    await setLanguage('en');
    await i18n.loadNamespaces(forgotten);
  });

  it.each([
    ['fr', 'Aller à un écran'],
    ['ind', 'Buka layar'],
  ] as const)('in %s names the palette button from its first render, never by its key', async (language, name) => {
    await existingSession('admin');
    forgotten = forgetLoadedTranslations();
    // What main.tsx does with the stored language before the first render.
    await setLanguage(language);
    const rawKey = watchForRawKey('palette.open');

    renderApp('/content-review/work-order');
    const button = await screen.findByRole('button', { name: new RegExp(name) });
    rawKey.stop();

    expect(button).toBeVisible();
    expect(rawKey.seen).toEqual([]);
  });

  it("reads a language's missing namespace file as English, never as an empty one", async () => {
    const resources = (await readLocaleFile('xx', 'appearance')) as { palette: { open: string } };
    expect(resources.palette.open).toBe('Go to a screen');
  });
});
