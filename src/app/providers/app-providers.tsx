import { App as AntdApp, ConfigProvider } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { getAntdLocale } from '../../shared/i18n/ui-locales';
import { registerFeedback } from '../../shared/request/feedback';
import { usePreferencesStore } from '../../shared/stores/preferences-store';

/** Hands antd's context-aware message API to the request layer. */
function FeedbackBridge() {
  const { message } = AntdApp.useApp();
  useEffect(
    () => registerFeedback({ error: (content, key) => void message.error({ content, key }) }),
    [message],
  );
  return null;
}

/** antd's locale and direction follow the interface language; Arabic mirrors everything. */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = usePreferencesStore((state) => state.language);
  const isRtl = usePreferencesStore((state) => state.isRtl);
  return (
    <ConfigProvider locale={getAntdLocale(language)} direction={isRtl ? 'rtl' : 'ltr'} theme={{ token: { colorPrimary: '#e5487e' } }}>
      <AntdApp>
        <FeedbackBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
