/**
 * Staff sign-in through the company chat app (OAuth-style authorize, then a code exchanged for a token,
 * with the state the code was issued for). With the mock backend the mock plays the authorize step.
 */
export const CHAT_APP_STATE_KEY = 'admin-chat-app-state';

export function newChatAppState(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  const state = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  sessionStorage.setItem(CHAT_APP_STATE_KEY, state);
  return state;
}

/** The chat app's authorize URL for a real stage; it redirects back to /login with ?code=&state=. */
export function chatAppAuthorizeUrl(options: { authorizeUrl: string; appKey: string; state: string; origin: string }) {
  const url = new URL(options.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('app_key', options.appKey);
  url.searchParams.set('redirect_uri', `${options.origin}/login`);
  url.searchParams.set('state', options.state);
  return url.toString();
}

/** True when the callback's state is the one this tab sent (guards against forged callbacks). */
export function takeChatAppState(state: string | null): boolean {
  const expected = sessionStorage.getItem(CHAT_APP_STATE_KEY);
  sessionStorage.removeItem(CHAT_APP_STATE_KEY);
  return Boolean(state) && state === expected;
}
