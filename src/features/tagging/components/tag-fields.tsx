import { Form, Input, InputNumber, Select, Switch, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH, nameProblems } from '../rules';
import { NAME_LANGUAGES, type TagInput, type TagKind, type TagWithUsage } from '../types';
import { refusalText } from './refusal-text';
import type { TagForm } from './tag-form';
import { useTagName } from './use-tags';

interface TagFieldsProps {
  form: FormInstance<TagForm>;
  /** The kind of the tag created or edited (none while the drawer is closed). */
  kind: TagKind | undefined;
  /** The level-1 tags, a level-2 tag's possible parents. */
  level1: TagWithUsage[];
  /** Every tag, to check a name against its siblings'. */
  all: TagWithUsage[];
  /** The tag edited, left out of the name checks. */
  editedId: number | undefined;
}

/** The tag form's fields: a level-2 tag's parent, a name per language (checked as the server does), sort, enabled. */
export function TagFields({ form, kind, level1, all, editedId }: TagFieldsProps) {
  const { t } = useTranslation(['tagging', 'kit']);
  const tagName = useTagName();
  return (
    <>
      {kind === 'level2' && (
        <Form.Item
          name="parentId"
          label={t('dictionary.parent')}
          rules={[{ required: true, message: t('dictionary.parentRequired') }]}
        >
          <Select options={level1.map((tag) => ({ value: tag.id, label: tagName(tag) }))} />
        </Form.Item>
      )}
      {NAME_LANGUAGES.map((language) => (
        <Form.Item
          key={language}
          name={`name_${language}`}
          label={t('dictionary.nameIn', { language: t(`nameLanguages.${language}`) })}
          dependencies={kind === 'level2' ? ['parentId'] : []}
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                if (!kind) return Promise.resolve();
                const names = { zh: '', en: '', ar: '', [language]: value ?? '' } as TagInput['names'];
                const problem = nameProblems(
                  { kind, parentId: kind === 'level2' ? form.getFieldValue('parentId') : null, names },
                  all,
                  editedId,
                ).find((p) => 'language' in p && p.language === language);
                return problem ? Promise.reject(new Error(refusalText(t, problem))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input
            dir={language === 'ar' ? 'rtl' : 'ltr'}
            lang={language === 'ind' ? 'id' : language}
            count={{ show: true, max: NAME_MAX_LENGTH }}
          />
        </Form.Item>
      ))}
      <Form.Item name="sort" label={t('dictionary.sort')} extra={t('dictionary.sortHelp')}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <Form.Item name="enabled" label={t('dictionary.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
