import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_LANGUAGES,
  CONTENT_LANG_TAG,
  isRtlContent,
  type ContentLanguage,
} from '../../../shared/components/lang-fields/content-languages';
import { articleKeys, categoryApi } from '../api';
import { ARTICLE_LIMITS, categoryProblems, clashingLanguage } from '../rules';
import type { ArticleCategory, CategoryInput } from '../types';

export const categoryFormValues = (category?: ArticleCategory): Partial<CategoryInput> =>
  category ? { names: category.names, sort: category.sort } : { names: {}, sort: 10 };

/**
 * The fields of a help category: its name in each content language (one is enough) and its sort value.
 * A name another category already has in that language is refused here, as the mock refuses it.
 */
export function CategoryFields({ editingId }: { editingId?: number }) {
  const { t } = useTranslation(['articles', 'kit']);
  const categories = useQuery({
    queryKey: articleKeys.categories,
    queryFn: ({ signal }) => categoryApi.all({ signal }),
  });
  const notRepeated =
    (language: ContentLanguage): FormRule =>
    () => ({
      validator: (_rule, value: string | undefined) => {
        const others = (categories.data ?? []).filter((category) => category.id !== editingId);
        const repeated = others.some((other) => clashingLanguage({ [language]: value }, other.names) === language);
        return repeated ? Promise.reject(new Error(t('rules.categoryNameTaken'))) : Promise.resolve();
      },
    });
  const rule =
    (...fields: string[]): FormRule =>
    ({ getFieldsValue }) => ({
      validator: () => {
        const problem = categoryProblems(getFieldsValue(true) as CategoryInput).find((item) =>
          fields.includes(item.field),
        );
        return problem ? Promise.reject(new Error(t(`rules.${problem.code}`))) : Promise.resolve();
      },
    });
  const names = CONTENT_LANGUAGES.map((language) => ['names', language]);
  return (
    <>
      {CONTENT_LANGUAGES.map((language, index) => (
        <Form.Item
          key={language}
          name={['names', language]}
          label={t('category.nameIn', { language: t(`kit:langFields.languages.${language}`) })}
          extra={index === 0 ? t('category.namesHint') : undefined}
          dependencies={index === 0 ? names.slice(1) : undefined}
          rules={[rule(`names.${language}`, ...(index === 0 ? ['names'] : [])), notRepeated(language)]}
        >
          <Input
            dir={isRtlContent(language) ? 'rtl' : 'ltr'}
            lang={CONTENT_LANG_TAG[language]}
            count={{ show: true, max: ARTICLE_LIMITS.categoryNameMax }}
          />
        </Form.Item>
      ))}
      <Form.Item name="sort" label={t('category.sort')} extra={t('category.sortHint')} required rules={[rule('sort')]}>
        <InputNumber
          min={ARTICLE_LIMITS.sortMin}
          max={ARTICLE_LIMITS.sortMax}
          precision={0}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </>
  );
}
