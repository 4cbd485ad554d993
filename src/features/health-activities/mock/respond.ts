import { mockVoice } from '../../../mocks/mock-voice';

/** The activities screens' mock voice (namespace `activities`), shared by the four features of that namespace. */
export const { refusal, refuse } = mockVoice('activities');

/** Text filter: case-insensitive containment; no filter matches everything. */
export const matches = (value: string | undefined | null, query: string | null) =>
  !query || (value ?? '').toLowerCase().includes(query.trim().toLowerCase());
