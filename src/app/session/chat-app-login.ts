import { chatAppAuthorizeUrl, MOCK_CHAT_APP_CODE, newChatAppState } from '../../shared/session/chat-app';
import { appConfig } from '../../shared/config/app-config';

/**
 * Starts the chat-app sign-in. A real stage leaves for the chat app's authorize page, which comes back
 * to /login?code=&state=. With the mock backend there is no chat app, so the caller shows a simulated
 * authorize step and comes back to the same callback URL itself.
 */
export function startChatAppLogin(): { simulatedCallback: string } | null {
  const state = newChatAppState();
  if (appConfig.mock) {
    return { simulatedCallback: `/login?code=${encodeURIComponent(MOCK_CHAT_APP_CODE)}&state=${state}` };
  }
  window.location.assign(
    chatAppAuthorizeUrl({
      authorizeUrl: appConfig.chatAppAuthorizeUrl,
      appKey: appConfig.chatAppKey,
      state,
      origin: window.location.origin,
    }),
  );
  return null;
}
