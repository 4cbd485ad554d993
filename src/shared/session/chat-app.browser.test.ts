import { CHAT_APP_STATE_KEY, chatAppAuthorizeUrl, newChatAppState, takeChatAppState } from './chat-app';

describe('chat-app sign-in', () => {
  it('builds the authorize URL from the stage key, with the callback and state', () => {
    const url = new URL(
      chatAppAuthorizeUrl({
        authorizeUrl: 'https://chat.example.invalid/oauth/authorize',
        appKey: 'key-123',
        state: 'abc',
        origin: 'https://console.example.invalid',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://chat.example.invalid/oauth/authorize');
    expect(url.searchParams.get('app_key')).toBe('key-123');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe('https://console.example.invalid/login');
    expect(url.searchParams.get('state')).toBe('abc');
  });

  it('accepts a callback only with the state this tab sent, once', () => {
    const state = newChatAppState();
    expect(state).toMatch(/^[0-9a-f]{24}$/);
    expect(sessionStorage.getItem(CHAT_APP_STATE_KEY)).toBe(state);
    expect(takeChatAppState('forged')).toBe(false);
    const again = newChatAppState();
    expect(takeChatAppState(again)).toBe(true);
    expect(takeChatAppState(again)).toBe(false);
    expect(takeChatAppState(null)).toBe(false);
  });
});
