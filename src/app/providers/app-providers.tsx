import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useReducedMotion } from '../../shared/hooks/use-reduced-motion';
import { getAntdLocale } from '../../shared/i18n/ui-locales';
import { usePreferencesStore } from '../../shared/stores/preferences-store';
import { THEME, THEME_WITHOUT_MOTION } from './theme';
import './theme.css';

/**
 * antd's locale and direction follow the interface language; Arabic mirrors everything. Drawers, menus
 * and messages appear without animation for users whose system asks for reduced motion.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = usePreferencesStore((state) => state.language);
  const isRtl = usePreferencesStore((state) => state.isRtl);
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider
      locale={getAntdLocale(language)}
      direction={isRtl ? 'rtl' : 'ltr'}
      theme={reducedMotion ? THEME_WITHOUT_MOTION : THEME}
    >
      {children}
    </ConfigProvider>
  );
}
