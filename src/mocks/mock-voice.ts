import { HttpResponse } from 'msw';
import { i18n } from '../shared/i18n/i18n';
import type { RuleProblem } from '../shared/types/rule-problem';

/**
 * How a feature's mock words its answers: in the caller's language (the request layer sends it in the
 * `language` header), from the feature's own translation namespace, so the server's refusal reads like
 * the form's own message. A feature makes one voice and uses it in all its handlers.
 */
export function mockVoice(namespace: string) {
  async function say(request: Request, key: string, options: Record<string, unknown> = {}): Promise<string> {
    const lng = request.headers.get('language') ?? undefined;
    await i18n.loadNamespaces(namespace);
    return i18n.t(`${namespace}:${key}`, { ...options, lng }) as string;
  }

  /** A refused save: every broken rule on its field (`rules.<code>`), the first one as the message. */
  async function refusal(request: Request, problems: RuleProblem[], code = 400, options: Record<string, unknown> = {}) {
    const fieldErrors = await Promise.all(
      problems.map(async ({ field, code: rule, params }) => ({
        field,
        message: await say(request, `rules.${rule}`, { ...options, ...params }),
      })),
    );
    return HttpResponse.json({ code, message: fieldErrors[0].message, fieldErrors });
  }

  /** A refusal that is not about a field (a state that forbids the action, a limit reached). */
  async function refuse(request: Request, code: number, key: string, options: Record<string, unknown> = {}) {
    return HttpResponse.json({ code, message: await say(request, key, options) });
  }

  return { say, refusal, refuse };
}
