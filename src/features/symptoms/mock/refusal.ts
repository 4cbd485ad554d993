import { mockVoice } from '../../../mocks/mock-voice';

/** The mode content screens' mock voice (namespace `modecontent`): symptoms, FAQ, message promotions, banners. */
export const { say, refusal } = mockVoice('modecontent');

/** Content language codes as names in the caller's language ("English, Arabic"). */
export async function languageNames(request: Request, codes: readonly string[]) {
  return (await Promise.all(codes.map((code) => say(request, `languages.${code}`)))).join(', ');
}
