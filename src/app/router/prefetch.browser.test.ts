import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { preloadLandingScreen } from './prefetch';

describe('preloadLandingScreen', () => {
  it('brings the screen’s chunk and its strings together, before the screen renders', async () => {
    expect(i18n.hasLoadedNamespace('users')).toBe(false);
    expect(i18n.hasLoadedNamespace('privacy')).toBe(false);
    await expect(preloadLandingScreen('/user-manage/user-list')).resolves.toBe(true);
    for (const namespace of ['users', 'kit', 'privacy', 'appearance', 'lock', 'home'])
      expect(i18n.hasLoadedNamespace(namespace), namespace).toBe(true);
    // Another screen's strings wait for that screen.
    expect(i18n.hasLoadedNamespace('review')).toBe(false);
  });
});
