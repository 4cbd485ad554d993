import { CheckOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { THEME_PREFERENCES, usePreferencesStore } from '../../shared/stores/preferences-store';

type Item = NonNullable<MenuProps['items']>[number];

/**
 * One choice of a group: a `menuitemradio` with `aria-checked`, so a screen reader says which theme and
 * density are on; the check mark shows it. (antd passes unknown item props on to the item's <li>.)
 */
function choice(key: string, label: string, checked: boolean, onClick: () => void): Item {
  return {
    key,
    label,
    role: 'menuitemradio',
    'aria-checked': checked,
    extra: checked ? <CheckOutlined aria-hidden /> : undefined,
    onClick,
  } as Item;
}

/**
 * The user menu's Appearance (System / Light / Dark) and Density (Comfortable / Compact) groups, followed
 * by a divider. The namespace loads with the shell, without suspending the header: until it is there the
 * menu simply has no such groups yet.
 */
export function useAppearanceMenuItems(): Item[] {
  const { t, ready } = useTranslation('appearance', { useSuspense: false });
  const theme = usePreferencesStore((state) => state.theme);
  const compact = usePreferencesStore((state) => state.compact);
  const { setTheme, setCompact } = usePreferencesStore.getState();
  if (!ready) return [];
  return [
    {
      key: 'theme',
      type: 'group',
      label: t('theme.group'),
      children: THEME_PREFERENCES.map((option) =>
        choice(`theme-${option}`, t(`theme.${option}`), theme === option, () => setTheme(option)),
      ),
    },
    {
      key: 'density',
      type: 'group',
      label: t('density.group'),
      children: [
        choice('density-comfortable', t('density.comfortable'), !compact, () => setCompact(false)),
        choice('density-compact', t('density.compact'), compact, () => setCompact(true)),
      ],
    },
    { type: 'divider' },
  ];
}
