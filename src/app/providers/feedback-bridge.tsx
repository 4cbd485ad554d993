import { App as AntdApp } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { registerFeedback } from '../../shared/request/feedback';

/** Hands antd's context-aware message API to the request layer. */
function Bridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => registerFeedback({ error: (content, key) => void message.error({ content, key }) }), [message]);
  return null;
}

/**
 * antd's App (message, notification, modal with the theme and direction) for the signed-in console.
 * The login page shows its errors inline and does not need it, which keeps its first load small.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  return (
    <AntdApp>
      <Bridge />
      {children}
    </AntdApp>
  );
}
