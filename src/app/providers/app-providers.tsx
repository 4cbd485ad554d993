import { ConfigProvider } from 'antd';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useReducedMotion } from '../../shared/hooks/use-reduced-motion';
import { getAntdLocale } from '../../shared/i18n/ui-locales';
import { usePreferencesStore } from '../../shared/stores/preferences-store';
import { THEME_CSS_VAR_KEY, themeFor } from './theme';
import { useDarkTheme } from './use-dark-theme';
import './theme.css';

/**
 * Carries the theme to what antd does not draw: `color-scheme` on <html> (scrollbars, native form
 * controls), `data-theme` for the few rules that differ, and antd's CSS variables (`--ant-*`) for the
 * whole document, so the page's own CSS (body, shell, login page) can use the theme's tokens.
 */
function DocumentTheme({ dark }: { dark: boolean }) {
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.style.colorScheme = dark ? 'dark' : 'light';
    html.dataset.theme = dark ? 'dark' : 'light';
    html.classList.add(THEME_CSS_VAR_KEY);
    return () => {
      html.style.removeProperty('color-scheme');
      delete html.dataset.theme;
      html.classList.remove(THEME_CSS_VAR_KEY);
    };
  }, [dark]);
  return null;
}

/**
 * antd's locale and direction follow the interface language; Arabic mirrors everything. The theme is
 * the admin's choice of light, dark or the system's (followed live), in the comfortable or compact
 * density. Drawers, menus and messages appear without animation, and buttons without their click
 * wave (which antd's motion token leaves on), for users whose system asks for reduced motion.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = usePreferencesStore((state) => state.language);
  const isRtl = usePreferencesStore((state) => state.isRtl);
  const compact = usePreferencesStore((state) => state.compact);
  const dark = useDarkTheme();
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => themeFor({ dark, compact, motion: !reducedMotion }), [dark, compact, reducedMotion]);
  const wave = useMemo(() => ({ disabled: reducedMotion }), [reducedMotion]);
  return (
    <ConfigProvider locale={getAntdLocale(language)} direction={isRtl ? 'rtl' : 'ltr'} theme={theme} wave={wave}>
      <DocumentTheme dark={dark} />
      {children}
    </ConfigProvider>
  );
}
