import namespacesByScreen from 'virtual:screen-namespaces';
import { describe, expect, it } from 'vitest';
import { screenLocaleFiles } from '../../shared/i18n/screen-locale-files';
import { screenRegistry } from './screen-registry';

const namespacesInEnglish = new Set(
  Object.keys(screenLocaleFiles)
    .filter((path) => path.startsWith('/src/locales/en/'))
    .map((path) => path.slice('/src/locales/en/'.length, -'.json'.length)),
);

describe('each screen’s translation namespaces, read from its sources', () => {
  it('knows every screen, and names only namespaces that have files', () => {
    expect(Object.keys(namespacesByScreen).sort()).toEqual(screenRegistry.uris().sort());
    for (const namespaces of Object.values(namespacesByScreen))
      for (const namespace of namespaces) expect(namespacesInEnglish).toContain(namespace);
  });

  it('follows what a screen imports: its feature’s entry, the kit, and another feature it shows', () => {
    expect(namespacesByScreen['/user-manage/user-list']).toEqual(expect.arrayContaining(['users', 'kit', 'privacy']));
    expect(namespacesByScreen['/content-review/work-order']).toEqual(expect.arrayContaining(['review', 'kit']));
    expect(namespacesByScreen['/data-dashboard/post-data-hour']).toContain('dashboards');
    // A screen file of one line whose body is in its feature.
    expect(namespacesByScreen['/beauty-manage/beauty-sticker']).toContain('beauty');
  });
});
