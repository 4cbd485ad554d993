import { failure } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';

/** The activities screens' mock voice (namespace `activities`), shared by the four features of that namespace. */
const voice = mockVoice('activities');
export const { refusal, refuse } = voice;

/** An action the route does not know (neither of its two): a 404 in the caller's language. */
export const unknownAction = async (request: Request) =>
  failure(404, await voice.say(request, 'refusals.unknownAction'), { httpStatus: 404 });

/** Text filter: case-insensitive containment; no filter matches everything. */
export const matches = (value: string | undefined | null, query: string | null) =>
  !query || (value ?? '').toLowerCase().includes(query.trim().toLowerCase());
