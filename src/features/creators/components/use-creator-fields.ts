import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { creatorApi, creatorKeys } from '../api';
import type { ReasonTexts } from '../types';

/** Names written in zh, en and ar, shown in the interface language (English for the others). */
export function useNameIn() {
  const { i18n } = useTranslation();
  const language = (['zh', 'en', 'ar'].includes(i18n.language) ? i18n.language : 'en') as keyof ReasonTexts;
  return (names: ReasonTexts | null | undefined) => names?.[language] || names?.en || '';
}

/** The creator fields (categories) with their names in the interface language, for filters and cells. */
export function useCreatorFields() {
  const nameIn = useNameIn();
  const query = useQuery({ queryKey: creatorKeys.fields, queryFn: creatorApi.fields });
  const fields = query.data ?? [];
  return {
    ...query,
    fields,
    nameOf: (id: number | null) => {
      const field = fields.find((item) => item.id === id);
      return field ? nameIn(field.names) : '';
    },
    options: fields.map((field) => ({ value: String(field.id), label: nameIn(field.names) })),
  };
}
