import { NAME_LANGUAGES, type NameLanguage, type TagInput, type TagKind, type TagWithUsage } from '../types';

/** The drawer's flat form: one field per name language, so a refusal can name its field. */
export type TagForm = Record<`name_${NameLanguage}`, string | undefined> & {
  parentId: number | null;
  enabled: boolean;
  sort: number;
};

/** What the dictionary's drawer holds: a new tag of a kind (under a level-1 tag or not) or a tag to edit. */
export type Editing =
  { mode: 'create'; kind: TagKind; parentId: number | null } | { mode: 'edit'; tag: TagWithUsage } | null;

export const toInput = (kind: TagKind, values: TagForm): TagInput => ({
  kind,
  parentId: kind === 'level2' ? values.parentId : null,
  names: Object.fromEntries(
    NAME_LANGUAGES.map((language) => [language, values[`name_${language}`]?.trim() ?? '']),
  ) as TagInput['names'],
  enabled: values.enabled,
  sort: values.sort ?? 0,
});

/** The form as the drawer opens: the edited tag's values, or a new tag's (enabled, sort 10, its parent). */
export function initialValues(editing: Editing): Partial<TagForm> {
  const edited = editing?.mode === 'edit' ? editing.tag : undefined;
  return edited
    ? {
        ...Object.fromEntries(
          NAME_LANGUAGES.map((language) => [`name_${language}`, edited.names[language as 'zh'] ?? '']),
        ),
        parentId: edited.parentId,
        enabled: edited.enabled,
        sort: edited.sort,
      }
    : { parentId: editing?.mode === 'create' ? editing.parentId : null, enabled: true, sort: 10 };
}
