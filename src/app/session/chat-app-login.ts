import { chatAppAuthorizeUrl, newChatAppState } from '../../shared/session/chat-app';
import { appConfig } from '../../shared/config/app-config';

/**
 * Starts the chat-app sign-in. A real stage leaves for the chat app's authorize page, which comes back
 * to /login?code=&state=. With the mock backend there is no chat app, so the caller shows a simulated
 * authorize step (it asks the mock for a code for `state`) and comes back to the same callback URL itself.
 */
export function startChatAppLogin(): { simulatedState: string } | null {
  const state = newChatAppState();
  if (appConfig.mock) return { simulatedState: state };
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

/** The callback URL the chat app comes back to with its code. */
export function chatAppCallback(code: string, state: string): string {
  return `/login?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`;
}
