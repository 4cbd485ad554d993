import { screen, waitFor, within } from '../../support/dom';
import { screenRegistry } from '../../../src/app/router/screen-registry';
import { MENU_SEED } from '../../../src/features/permissions/mock/menu-seed';
import { ROLE_IDS, seedRoles } from '../../../src/features/permissions/mock/permissions-seed';
import { setLanguage } from '../../../src/shared/i18n/set-language';
import type { Language } from '../../../src/shared/i18n/languages';
import { buildRoutes, HOME_ENTRY, permittedTree } from '../../../src/shared/menu/build-routes';
import type { MenuEntry } from '../../../src/shared/menu/menu-types';
import { usePreferencesStore } from '../../../src/shared/stores/preferences-store';
import { existingSession, renderApp } from '../render-app';
import { audit, describeViolations, settle } from './axe';
import { DOMAIN_STATES, FORMS, type ButtonName, type FormOpening } from './forms';
import { rawLeftToRightText } from '../../support/text-layout';

/**
 * The accessibility gate: axe-core over the login page, the shell and every screen the admin can open,
 * in English and in Arabic (right to left), as Chromium renders them, in the light theme and again in the
 * dark one for axe's colour rules (every English screen, the first Arabic screen of each file); then, in
 * English, each screen's create or edit form, action dialog or form page submitted empty (its errors
 * showing; the route group's first form once more in Arabic, in its last Arabic file), and per route
 * group a list with no rows and a confirmation dialog (declared in forms.ts). A violation of impact
 * serious or critical fails the page, listing each rule and the elements it found.
 * A file per route group and language, and one for the group's forms and states (each in parts for
 * large groups), keeps each file short; shell.test.tsx checks that the files are all there.
 *
 * axe's colour-contrast rule passes over most Arabic text: it takes joined (shaped) Arabic letters for an
 * icon font's ligatures and leaves them out. The colours are the theme's in both directions, so the
 * English pages and src/app/providers/theme.test.ts check them; the Arabic pages check the rest.
 */

/**
 * Every screen the admin can open, from the console's own sources: the admin role's grants over the
 * seeded menu tree, kept where the screen registry has a module. A new screen file with its menu entry
 * is checked without touching these tests.
 */
const adminGrants = new Set(
  seedRoles()
    .find((role) => role.id === ROLE_IDS.admin)!
    .menuIds.map(String),
);
export const ADMIN_SCREENS = buildRoutes(permittedTree(MENU_SEED, adminGrants), screenRegistry.hasScreen)
  .map((route) => route.path)
  .filter((path) => path !== HOME_ENTRY.uri);

const menuEntries = (tree: MenuEntry[]): MenuEntry[] => tree.flatMap((entry) => [entry, ...menuEntries(entry.childAuths ?? [])]);
/** A screen's name in the menu, in a language the menu names come in. */
const menuNameOf = (path: string, language: Language) =>
  (menuEntries(MENU_SEED).find((entry) => entry.uri === path)!.name as Record<string, string>)[language];

/** The route group of a screen: '/user-manage/user-list' -> 'user-manage'. */
export const groupOf = (path: string) => path.split('/')[1];

export const LANGUAGES: Language[] = ['en', 'ar'];

/** The page's own content: the element that shows once it has loaded. */
export function present(selector: string) {
  return () => {
    if (!document.querySelector(selector)) throw new Error(`Not shown yet: ${selector}`);
  };
}

export async function expectNoBlockingViolations() {
  const { blocking } = await audit();
  // The report itself is compared, so a failure reads as the list of rules and elements.
  expect(describeViolations(blocking), 'axe: serious or critical violations').toBe('');
}

/**
 * The page as it is, again in the dark theme: the same page load, the preference switched, the repaint
 * waited for, axe's colour rules again (cheaper than loading every screen twice; the theme changes
 * colours only, and the light theme's audit has checked everything else). Back to the system's theme after.
 */
export async function expectNoBlockingViolationsInDark(ready: () => void) {
  usePreferencesStore.getState().setTheme('dark');
  try {
    await settle(() => {
      ready();
      if (document.documentElement.dataset.theme !== 'dark') throw new Error('Not dark yet');
    });
    const { blocking } = await audit({ colours: true });
    expect(describeViolations(blocking), 'axe in the dark theme: serious or critical violations').toBe('');
  } finally {
    usePreferencesStore.getState().setTheme('system');
  }
}

export async function inLanguage(language: Language) {
  if (language !== 'en') await setLanguage(language);
}

/**
 * At about two seconds a screen (audited in both themes), four keep a file inside the 20 s budget a test
 * file has, also when it is the first file of its page and loads the console for every file after it while
 * another page does the same (five took a first file to 18 s).
 */
const SCREENS_PER_FILE = 4;
/**
 * A form, an empty list or a confirmation: a page load, a click or two, the motions, axe; two to five
 * seconds each (a drawer of many fields the most). Four took a file to 19 s on a loaded machine.
 */
const STATES_PER_FILE = 3;

const isRtl = (language: Language) => language === 'ar';

/**
 * The guard that keeps raw user text out of tables and descriptions: in the Arabic console, any text in
 * a cell or a description's value that starts with a letter of a left-to-right script (a login, a post,
 * a file name) must sit inside an element that sets its own direction, UserText's `<bdi dir="auto">` (or
 * a `dir="ltr"` value). Laid out as Arabic instead, its punctuation moves to the wrong end.
 */
function expectUserTextIsolated(path: string) {
  const raw = rawLeftToRightText(document.querySelector('.shell__screen')!);
  expect(raw, `${path}: text in a left-to-right script shown raw in a cell: show it with UserText`).toEqual([]);
}

/** The admin screens of one route group, in menu order. */
export const screensOf = (group: string) => ADMIN_SCREENS.filter((path) => groupOf(path) === group);
const partsOf = (group: string) => Math.ceil(screensOf(group).length / SCREENS_PER_FILE);
const statePartsOf = (group: string) => Math.ceil(statesOf(group).length / STATES_PER_FILE);

const numbered = (name: string, parts: number) =>
  parts === 1 ? [name] : Array.from({ length: parts }, (_, index) => `${name}.${index + 1}`);

/**
 * The files a route group's gate needs, by name: one a language (user-manage.en) and one for its forms
 * and states (user-manage.states), in numbered parts once the group has more than a file takes
 * (posts.en.1, posts.en.2, posts.states.1).
 */
export function gateFilesOf(group: string): string[] {
  const states = statePartsOf(group);
  return [
    ...LANGUAGES.flatMap((language) => numbered(`${group}.${language}`, partsOf(group))),
    ...(states > 0 ? numbered(`${group}.states`, states) : []),
  ];
}

/** The gate over one route group's screens in one language: the whole group, or its numbered part. */
export function describeGroup(group: string, language: Language, part = 1) {
  const parts = partsOf(group);
  const paths = screensOf(group).slice((part - 1) * SCREENS_PER_FILE, part * SCREENS_PER_FILE);
  const which = parts > 1 ? `, part ${part} of ${parts}` : '';
  describe(`accessibility of ${group} in ${language}${which} (axe-core, serious and critical)`, () => {
    it('has screens to check', () => expect(paths.length).toBeGreaterThan(0));
    it.each(paths)('%s', async (path) => {
      await inLanguage(language);
      await existingSession('admin');
      renderApp(path);
      await settle(present('.shell__screen h1'));
      expect(window.location.pathname).toBe(path);
      // A screen is headed by its name in the menu, in the menu's words.
      expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toContain(
        menuNameOf(path, language),
      );
      await expectNoBlockingViolations();
      if (isRtl(language)) expectUserTextIsolated(path);
      // Every English screen in the dark theme; in Arabic, whose shaped text axe's contrast rule mostly
      // passes over, the first screen of each file (every route group several times) keeps the suite's time.
      if (language === 'en' || path === paths[0]) await expectNoBlockingViolationsInDark(present('.shell__screen h1'));
    });
    // The forms are audited in English (the states files); the group's first once more in Arabic, right to
    // left, in its last file (the one with the fewest screens).
    const form = firstFormOf(group);
    if (language !== 'en' && part === parts && form) {
      it(`${form}: its form submitted empty, in ${language}`, () => auditFormErrors(form, FORMS[form], language));
    }
  });
}

/** The route group's first screen with a form (forms.ts), in menu order. */
const firstFormOf = (group: string): string | undefined => screensOf(group).find((path) => FORMS[path]);

/** A button by its accessible name; an antd icon in it puts its own name ("plus") in front. */
const named = (text: ButtonName) => (name: string) =>
  typeof text === 'string' ? name === text || name.endsWith(` ${text}`) : text.test(name);

/** The screen at `path` (with its URL's filters), loaded and at rest. */
async function openScreen(path: string) {
  await existingSession('admin');
  const view = renderApp(path);
  await settle(present('.shell__screen h1'));
  return view;
}

/** The dialog (a drawer or a modal) opened over the `before` already open, once it has finished opening. */
async function openDialog(before = 0): Promise<HTMLElement> {
  const dialog = await waitFor(() => {
    const dialogs = screen.getAllByRole('dialog');
    expect(dialogs.length).toBeGreaterThan(before);
    return dialogs[dialogs.length - 1];
  });
  await settle(() => expect(dialog).toBeVisible());
  return dialog;
}

const openersOf = ({ open = [] }: FormOpening) => (Array.isArray(open) ? open : [open]);

/**
 * The form opened (its buttons clicked in turn; none where the form is the page), a field emptied where
 * it opens valid, submitted, and audited with its errors showing. In Arabic, the form is opened in English
 * (the gate's names are English) and the console switched to Arabic in place before the submit, which
 * then shows the errors in Arabic, right to left.
 */
async function auditFormErrors(path: string, opening: FormOpening, language: Language = 'en') {
  const { user } = await openScreen(`${path}${opening.search ?? ''}`);
  let form: HTMLElement = document.querySelector<HTMLElement>('.shell__screen')!;
  for (const [index, name] of openersOf(opening).entries()) {
    // A row's button, or one in a drawer whose content is still loading: found once it shows.
    const [button] = await within(form).findAllByRole('button', { name: named(name) });
    await user.click(button);
    form = await openDialog(index);
  }
  if (opening.clear) await user.clear(within(form).getByLabelText(opening.clear));
  const submit = within(form).getByRole('button', { name: named(opening.submit ?? 'Save') });
  if (language !== 'en') {
    const english = submit.textContent;
    await setLanguage(language);
    await settle(() => {
      expect(document.documentElement.dir).toBe('rtl');
      // The same form, drawn again in the language (not opened anew).
      expect(submit).toBeVisible();
      expect(submit.textContent).not.toBe(english);
    });
  }
  await user.click(submit);
  await settle(() => expect(form.querySelector('.ant-form-item-explain-error')).not.toBeNull());
  await expectNoBlockingViolations();
}

/** A list whose filter (in its URL) matches nothing, or whose rows were taken away, showing its empty state. */
async function auditEmptyList(path: string, emptied?: () => void) {
  emptied?.();
  await openScreen(path);
  await settle(present('.shell__screen .ant-table-placeholder'));
  // The filtered table, not the screen: a screen may show another table beside it.
  const table = document.querySelector('.shell__screen .ant-table-placeholder')!.closest('table')!;
  expect(table.querySelector('.ant-table-row')).toBeNull();
  await expectNoBlockingViolations();
}

/** The first row's button that asks before it acts, clicked: the question open. */
async function auditConfirmation(path: string, open: ButtonName) {
  const { user } = await openScreen(path);
  await user.click((await screen.findAllByRole('button', { name: named(open) }))[0]);
  const dialog = await openDialog();
  expect(within(dialog).getAllByRole('button').length).toBeGreaterThan(1);
  await expectNoBlockingViolations();
}

interface StateCheck {
  name: string;
  run: () => Promise<void>;
}

/** A group's forms in screen order, then its empty list and its confirmation. */
function statesOf(group: string): StateCheck[] {
  const forms = screensOf(group)
    .filter((path) => FORMS[path])
    .map((path) => ({ name: `${path}: its form submitted empty`, run: () => auditFormErrors(path, FORMS[path]) }));
  const { empty, emptied, confirm } = DOMAIN_STATES[group] ?? { empty: null, confirm: null };
  return [
    ...forms,
    ...(empty ? [{ name: `${empty}: no rows`, run: () => auditEmptyList(empty, emptied) }] : []),
    ...(confirm
      ? [
          {
            name: `${confirm.path}: ${String(confirm.open)} asks first`,
            run: () => auditConfirmation(confirm.path, confirm.open),
          },
        ]
      : []),
  ];
}

/** The gate over one route group's forms and states, in English, the whole list or its numbered part. */
export function describeGroupStates(group: string, part = 1) {
  const parts = statePartsOf(group);
  const checks = statesOf(group).slice((part - 1) * STATES_PER_FILE, part * STATES_PER_FILE);
  const which = parts > 1 ? `, part ${part} of ${parts}` : '';
  describe(`accessibility of ${group}'s forms and states${which} (axe-core, serious and critical)`, () => {
    it('has states to check', () => expect(checks.length).toBeGreaterThan(0));
    for (const { name, run } of checks) it(name, run);
  });
}
