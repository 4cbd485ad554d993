import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { getAntdLocale } from '../../shared/i18n/ui-locales';
import { usePreferencesStore } from '../../shared/stores/preferences-store';
import { THEME } from './theme';
import './theme.css';

/** antd's locale and direction follow the interface language; Arabic mirrors everything. */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = usePreferencesStore((state) => state.language);
  const isRtl = usePreferencesStore((state) => state.isRtl);
  return (
    <ConfigProvider locale={getAntdLocale(language)} direction={isRtl ? 'rtl' : 'ltr'} theme={THEME}>
      {children}
    </ConfigProvider>
  );
}
