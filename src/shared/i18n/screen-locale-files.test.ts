import { BOOT_NAMESPACES } from './i18n';
import { LANGUAGES } from './languages';
import { localeFilesOf } from './screen-locale-files';

const localeFiles = Object.keys(import.meta.glob('/src/locales/*/*.json'));
const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

describe('the translations beyond the boot set', () => {
  it.each(LANGUAGES)('come for %s in one bundle holding each of its files but the boot ones', async (language) => {
    const expected = localeFiles.filter(
      (path) => path.startsWith(`/src/locales/${language}/`) && !BOOT_NAMESPACES.includes(namespaceOf(path)),
    );
    const bundle = await localeFilesOf(language);

    expect(expected.length).toBeGreaterThan(20);
    expect(Object.keys(bundle ?? {}).sort()).toEqual(expected.sort());
    expect(Object.values(bundle ?? {}).every((resources) => Object.keys(resources).length > 0)).toBe(true);
  });

  it('have no bundle for a language the console does not offer', async () => {
    expect(await localeFilesOf('xx')).toBeUndefined();
  });
});
