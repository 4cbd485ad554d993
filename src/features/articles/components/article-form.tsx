import { useQuery } from '@tanstack/react-query';
import { Col, Form, InputNumber, Row, Select, Typography, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { LangFields } from '../../../shared/components/lang-fields/lang-fields';
import { appConfig } from '../../../shared/config/app-config';
import { articleKeys, categoryApi } from '../api';
import { LinkAddressPreview } from './link-address-preview';
import { h5Address } from '../../../shared/links/h5-link';
import { ARTICLE_LIMITS, articleProblems, textIn, type Problem } from '../rules';
import {
  COURSE_TYPES,
  PREGNANCY_WEEK_MAX,
  PREGNANCY_WEEK_MIN,
  type Article,
  type ArticleInput,
  type ArticleKind,
  type ArticleTexts,
  type CategoryKind,
  hasCategories,
} from '../types';

/** The form's values: the input, and on create whether to list the article at once. */
export interface ArticleFormValues {
  displayId?: number | null;
  categoryId?: number | null;
  pregnancyWeek?: number | null;
  courseType?: ArticleInput['courseType'];
  texts?: ArticleTexts;
  listNow?: boolean;
}

export const toArticleInput = (values: ArticleFormValues): ArticleInput => ({
  displayId: values.displayId as number,
  categoryId: values.categoryId ?? null,
  pregnancyWeek: values.pregnancyWeek ?? null,
  courseType: values.courseType ?? null,
  texts: values.texts ?? {},
  ...(values.listNow !== undefined ? { status: values.listNow ? 'listed' : 'delisted' } : {}),
});

export const articleFormValues = (article?: Article): ArticleFormValues =>
  article
    ? {
        displayId: article.displayId,
        categoryId: article.categoryId,
        pregnancyWeek: article.pregnancyWeek,
        courseType: article.courseType ?? null,
        texts: article.texts,
      }
    : { texts: {}, listNow: false };

/** The H5 site's base, where a link written as a path opens (`https://h5…/to-h5`). */
const h5Base = () => h5Address('/', appConfig).replace(/\/$/, '');

/** An antd rule running the feature's rules over the whole form, so form and mock say the same. */
function useArticleRule(kind: ArticleKind) {
  const { t } = useTranslation('articles');
  // The per-language length limits are the kit's own checks (LangFields' maxLength): not said twice.
  const saidByKit = (problem: Problem) => problem.field.startsWith('texts.') && problem.code.endsWith('TooLong');
  return (field: string): FormRule =>
    ({ getFieldsValue }) => ({
      validator: () => {
        const values = getFieldsValue(true) as ArticleFormValues;
        const problem = articleProblems(kind, toArticleInput(values)).find(
          (item) => item.field === field && !saidByKit(item),
        );
        return problem ? Promise.reject(new Error(t(`rules.${problem.code}`))) : Promise.resolve();
      },
    });
}

/** The categories of a kind of article to choose from, named in the interface language (none for other kinds). */
export function useCategoryOptions(kind: ArticleKind) {
  const { i18n } = useTranslation();
  const categories = useQuery({
    queryKey: hasCategories(kind) ? articleKeys.categoriesOf(kind) : articleKeys.categories,
    queryFn: ({ signal }) => categoryApi.allOf(kind as CategoryKind, { signal }),
    enabled: hasCategories(kind),
  });
  const options = (categories.data ?? []).map((category) => ({
    value: category.id,
    label: textIn(category.names, (name) => name, i18n.language)?.text ?? `#${category.id}`,
  }));
  return { options, loading: categories.isLoading };
}

/**
 * The fields of an article of one kind: its display ID, the help category or the pregnancy week, and per
 * content language its title, description and link (a full address or a path on the H5 site).
 */
export function ArticleFields({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation('articles');
  const rule = useArticleRule(kind);
  const categories = useCategoryOptions(kind);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="displayId"
            label={t('fields.displayId')}
            extra={t('form.displayIdHint')}
            required
            rules={[rule('displayId')]}
          >
            <InputNumber
              min={ARTICLE_LIMITS.displayIdMin}
              max={ARTICLE_LIMITS.displayIdMax}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          {hasCategories(kind) && (
            <Form.Item name="categoryId" label={t('fields.category')} required rules={[rule('categoryId')]}>
              <Select
                options={categories.options}
                loading={categories.loading}
                showSearch={{ optionFilterProp: 'label' }}
              />
            </Form.Item>
          )}
          {kind === 'creator' && (
            <Form.Item name="courseType" label={t('fields.courseType')} required rules={[rule('courseType')]}>
              <Select options={COURSE_TYPES.map((value) => ({ value, label: t(`courseTypes.${value}`) }))} />
            </Form.Item>
          )}
          {kind === 'pregnancy' && (
            <Form.Item name="pregnancyWeek" label={t('fields.pregnancyWeek')} required rules={[rule('pregnancyWeek')]}>
              <InputNumber min={PREGNANCY_WEEK_MIN} max={PREGNANCY_WEEK_MAX} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          )}
        </Col>
      </Row>
      <Typography.Paragraph type="secondary">
        {t('form.textsHint')} {t('form.linkHint', { base: h5Base() })}
      </Typography.Paragraph>
      <LangFields
        name="texts"
        requireOneComplete={['title', 'description']}
        fields={[
          {
            key: 'title',
            label: t('fields.title'),
            maxLength: ARTICLE_LIMITS.titleMax,
            rules: (language) => [rule(`texts.${language}.title`)],
          },
          {
            key: 'description',
            label: t('fields.description'),
            multiline: true,
            maxLength: ARTICLE_LIMITS.descriptionMax,
          },
          {
            key: 'link',
            label: t('fields.link'),
            maxLength: ARTICLE_LIMITS.linkMax,
            rules: (language) => [rule(`texts.${language}.link`)],
            extra: (language) => <LinkAddressPreview name="texts" language={language} />,
          },
        ]}
      />
    </>
  );
}
