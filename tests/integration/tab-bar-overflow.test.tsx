import { useTabsStore } from '../../src/app/shell/tabs/tabs-store';
import { t } from '../../src/shared/i18n/i18n';
import { setLanguage } from '../../src/shared/i18n/set-language';
import { audit, describeViolations, settle } from './accessibility/axe';
import { tabBar } from './tab-actions';
import { existingSession, renderApp, screen, within } from './render-app';

/** Eleven screens listed besides Home (as after a reload): more tabs than the bar's width shows. */
const LISTED = [
  '/user-manage/user-list',
  '/user-manage/system-taboo',
  '/user-manage/set-white-list',
  '/permissions-manage/account',
  '/permissions-manage/role',
  '/permissions-manage/menu',
  '/user-manage/sensitive-word-manage',
  '/user-manage/user-prohibitions',
  '/user-manage/role-manage',
  '/user-manage/grievance-handling',
  '/version-manage/version-control',
];

describe('a tab bar with more tabs than it shows', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it.each(['en', 'ar'] as const)(
    'keeps the overflowing bar accessible: its button for the hidden tabs sits beside the tab list, not in it (%s)',
    async (language) => {
      await setLanguage(language);
      await existingSession('admin');
      useTabsStore.setState({
        tabs: [
          { path: '/', location: '/', usedAt: 0 },
          ...LISTED.map((path, index) => ({ path, location: path, usedAt: index + 1 })),
        ],
        clock: LISTED.length + 1,
      });
      renderApp('/');
      await settle(() => {
        expect(within(tabBar()).getAllByRole('tab')).toHaveLength(12);
        expect(document.querySelector('.shell-tabs .ant-tabs-nav-more')?.checkVisibility()).toBe(true);
      });
      const more = screen.getByRole('button', { name: t('shell:tabs.more') });
      expect(tabBar()).not.toContainElement(more);
      expect(within(tabBar()).queryAllByRole('button')).toEqual([]);
      const { blocking } = await audit();
      expect(describeViolations(blocking), 'axe: serious or critical violations').toBe('');
    },
  );
});
