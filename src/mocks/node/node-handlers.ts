import { http, HttpResponse } from 'msw';
import { issueChatAppCode } from '../../features/auth/mock/chat-app-codes';
import { keepingChanges } from '../keep-changes';

/** The chat app's authorize page, as the HTTP mock stands in for it (`VITE_CHAT_APP_AUTHORIZE_URL`). */
const CHAT_APP_AUTHORIZE_PATH = '/mock/chat-app/authorize';

/**
 * What only the HTTP mock server answers. In the browser the mock simulates the chat app's authorize step
 * on the login page itself; a console built for a real gateway leaves for the chat app instead, so here the
 * server plays the chat app: it authorises at once and sends the browser back to the console's
 * `/login?code=&state=`, as the real one does after the staff member agrees: a code bound to that state,
 * usable once (`chat-app-codes.ts`). It only sends back to an origin the server lets call it (CORS), so it
 * is no open redirect.
 */
export function nodeOnlyHandlers(allowedOrigins: readonly string[]) {
  return [
    http.get(`*${CHAT_APP_AUTHORIZE_PATH}`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      let back: URL;
      try {
        back = new URL(query.get('redirect_uri') ?? '');
      } catch {
        return HttpResponse.text('redirect_uri is missing or not a URL', { status: 400 });
      }
      if (!allowedOrigins.includes('*') && !allowedOrigins.includes(back.origin)) {
        return HttpResponse.text(`redirect_uri ${back.origin} is not an allowed origin`, { status: 400 });
      }
      const state = query.get('state');
      if (!state) return HttpResponse.text('state is missing', { status: 400 });
      back.searchParams.set('code', issueChatAppCode(state));
      back.searchParams.set('state', state);
      return new HttpResponse(null, { status: 302, headers: { Location: back.toString() } });
    }),
  ].map(keepingChanges);
}
