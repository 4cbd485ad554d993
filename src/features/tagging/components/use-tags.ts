import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePreferencesStore } from '../../../shared/stores/preferences-store';
import { isRequestError, RequestError } from '../../../shared/request/request-error';
import type { TFunction } from 'i18next';
import { taggingApi, taggingKeys } from '../api';
import type { Tag } from '../types';
import { refusalIn, refusalText } from './refusal-text';

/** The tag dictionary, shared by every tagging screen (one request, cached). */
export function useTags() {
  return useQuery({ queryKey: taggingKeys.tags, queryFn: taggingApi.tags });
}

/** Reads the tag dictionary again, after a tag is added, changed, switched or deleted. */
export function useRefreshTags() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: taggingKeys.tags });
}

/** A tag's name in the interface language, English when it has none in that language. */
export function useTagName() {
  const language = usePreferencesStore((state) => state.language);
  return useCallback(
    (tag: Pick<Tag, 'names'> | undefined) =>
      tag ? (tag.names as Partial<Record<string, string>>)[language]?.trim() || tag.names.en : '',
    [language],
  );
}

/**
 * A refused call's error with its message, and the messages of the fields it names, in the admin's
 * language: what FormDrawer shows on the form.
 */
export function translatedFailure(t: TFunction, error: unknown): unknown {
  const refusal = refusalIn(error);
  if (!refusal || !isRequestError(error)) return error;
  const message = refusalText(t, refusal);
  const body = error.body as { fieldErrors?: Array<{ field: string }> } | undefined;
  return new RequestError(error.code, message, error.original, {
    ...body,
    fieldErrors: body?.fieldErrors?.map((field) => ({ ...field, message })),
  });
}
