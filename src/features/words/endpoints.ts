import { defineEndpoint } from '../../shared/api/endpoint';

/** The taboo and nickname word lists: `:kind` is the list (`WORD_KINDS`). */
const LIST = '/services/community/api/words/:kind';

export const WORD_ENDPOINTS = {
  page: defineEndpoint('GET', LIST),
  add: defineEndpoint('POST', LIST),
  importWords: defineEndpoint('POST', `${LIST}/import`),
  removeMany: defineEndpoint('POST', `${LIST}/delete`),
  remove: defineEndpoint('DELETE', `${LIST}/:id`),
};
