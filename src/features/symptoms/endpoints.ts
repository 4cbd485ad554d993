import { defineEndpoint } from '../../shared/api/endpoint';

const SYMPTOMS = '/services/content/api/symptoms';

export const SYMPTOM_ENDPOINTS = {
  page: defineEndpoint('GET', SYMPTOMS),
  create: defineEndpoint('POST', SYMPTOMS),
  update: defineEndpoint('PUT', `${SYMPTOMS}/:id`),
  enable: defineEndpoint('POST', `${SYMPTOMS}/:id/enable`),
  disable: defineEndpoint('POST', `${SYMPTOMS}/:id/disable`),
  remove: defineEndpoint('DELETE', `${SYMPTOMS}/:id`),
};
