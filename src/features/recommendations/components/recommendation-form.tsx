import { useQuery } from '@tanstack/react-query';
import { Form, type FormRule, InputNumber, Radio, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../shared/components/image-upload/image-upload';
import type { LangTexts } from '../../../shared/components/lang-fields/content-languages';
import { LangFields } from '../../../shared/components/lang-fields/lang-fields';
import { compactLangTexts } from '../../../shared/components/lang-fields/lang-rules';
import { SlotPreview } from '../../../shared/components/slot-preview';
import { ossApi } from '../../../shared/uploads/uploads-api';
import { recommendationApi, recommendationKeys, type Place } from '../api';
import { isAppLink } from '../../../shared/links/h5-link';
import { kindsFor, LIMITS, stageOf } from '../rules';
import {
  IMAGE_SLOTS,
  MAX_RECOMMENDATION_IMAGE_BYTES,
  type CardTexts,
  type ContentKind,
  type ImageKind,
  type RecommendationInput,
  type RecommendationView,
} from '../types';
import { pickTitle } from './titles';
import { DateRangeInput } from '../../../shared/components/date-range-input';

export interface RecommendationFormValues {
  kind: ContentKind;
  articleId?: number | null;
  texts?: CardTexts;
  image?: string | null;
  dates: [Dayjs, Dayjs];
  stageFrom?: number | null;
  stageTo?: number | null;
  order: number;
}

const DAY = 'YYYY-MM-DD';

export const toRecommendationInput = (place: Place, values: RecommendationFormValues): RecommendationInput => ({
  surface: place.surface,
  mode: place.mode,
  kind: values.kind,
  articleId: values.kind === 'article' ? (values.articleId ?? null) : null,
  texts: values.kind === 'article' ? {} : compactLangTexts(values.texts ?? {}),
  image: values.kind === 'article' ? null : (values.image ?? null),
  startDate: values.dates[0].format(DAY),
  endDate: values.dates[1].format(DAY),
  stageFrom: values.stageFrom ?? null,
  stageTo: values.stageTo ?? null,
  order: values.order,
});

export const toFormValues = (row: RecommendationView): Partial<RecommendationFormValues> => ({
  kind: row.kind,
  articleId: row.articleId,
  texts: row.texts,
  image: row.image,
  dates: [dayjs(row.startDate, DAY), dayjs(row.endDate, DAY)],
  stageFrom: row.stageFrom,
  stageTo: row.stageTo,
  order: row.order,
});

/** A new recommendation's starting values: the first kind, order 1, and the day picked on the calendar. */
export const newFormValues = (place: Place, day?: string): Partial<RecommendationFormValues> => ({
  kind: kindsFor(place.surface)[0],
  order: 1,
  ...(day ? { dates: [dayjs(day, DAY), dayjs(day, DAY)] as [Dayjs, Dayjs] } : {}),
});

/** The image as the slot shows it, at the slot's real proportions, with the title laid over it. */
function ImagePreview({ kind }: { kind: ImageKind }) {
  const { t, i18n } = useTranslation('recommendations');
  const image = Form.useWatch<string | null | undefined>('image');
  const texts = Form.useWatch<LangTexts<'title'> | undefined>('texts');
  const { width, height } = IMAGE_SLOTS[kind];
  return (
    <Form.Item label={t('image.preview')}>
      <SlotPreview
        src={image ?? undefined}
        width={width}
        height={height}
        label={t('image.previewLabel', { kind: t(`kind.${kind}`), width, height })}
        alt={t('image.previewAlt')}
        empty={t('image.previewEmpty')}
        overlay={pickTitle(texts, i18n.language)}
      />
    </Form.Item>
  );
}

/** A card's or banner's image: checked by the kit (type, at most 2 MB, the slot's exact size), then previewed. */
function ImageField({ kind }: { kind: ImageKind }) {
  const { t } = useTranslation('recommendations');
  const { width, height } = IMAGE_SLOTS[kind];
  return (
    <>
      <Form.Item
        name="image"
        label={t('field.image')}
        extra={t('image.help', { width, height, max: '2 MB' })}
        rules={[{ required: true, message: t('rules.imageRequired') }]}
      >
        <ImageUpload upload={ossApi.upload} maxBytes={MAX_RECOMMENDATION_IMAGE_BYTES} exactSize={{ width, height }} />
      </Form.Item>
      <ImagePreview kind={kind} />
    </>
  );
}

/** The fields of a recommendation, with the rules the mock enforces too (`recommendationProblems`). */
export function RecommendationFields({ place, today }: { place: Place; today: string }) {
  const { t, i18n } = useTranslation(['recommendations', 'kit']);
  const kinds = kindsFor(place.surface);
  const stage = stageOf(place.surface, place.mode);
  const articles = useQuery({
    queryKey: recommendationKeys.articles(place),
    queryFn: () => recommendationApi.articles(place),
  });
  const form = Form.useFormInstance();
  const kind = Form.useWatch<ContentKind | undefined>('kind');
  const required = { required: true, message: t('rules.required') };
  const stageRules = (field: 'stageFrom' | 'stageTo'): FormRule[] => [
    { type: 'integer', min: 1, max: stage?.max, message: t('rules.stage') },
    ({ getFieldValue }) => ({
      validator: async () => {
        const from = getFieldValue('stageFrom') as number | null | undefined;
        const to = getFieldValue('stageTo') as number | null | undefined;
        const given = [from, to].filter((value) => value !== null && value !== undefined).length;
        if (given === 1 && (field === 'stageFrom' ? from == null : to == null)) throw new Error(t('rules.stage'));
        if (field === 'stageTo' && given === 2 && (to as number) < (from as number))
          throw new Error(t('rules.stageOrder'));
      },
    }),
  ];

  return (
    <>
      {kinds.length > 1 ? (
        <Form.Item name="kind" label={t('field.kind')} rules={[required]}>
          <Radio.Group
            optionType="button"
            options={kinds.map((value) => ({ value, label: t(`kind.${value}`) }))}
            // A card's image does not fit a banner's slot: another kind starts without one.
            onChange={() => form.setFieldValue('image', null)}
          />
        </Form.Item>
      ) : (
        <Form.Item name="kind" hidden>
          <input type="hidden" />
        </Form.Item>
      )}
      {(kind ?? kinds[0]) === 'article' ? (
        <Form.Item name="articleId" label={t('field.article')} rules={[required]} extra={t('field.articleHelp')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={articles.isPending}
            placeholder={t('field.articlePlaceholder')}
            options={(articles.data ?? []).map((article) => ({
              value: article.id,
              label: `${article.displayId} · ${pickTitle(article.titles, i18n.language)}`,
            }))}
          />
        </Form.Item>
      ) : (
        <>
          <ImageField key={kind} kind={(kind ?? kinds[0]) as ImageKind} />
          <LangFields
            name="texts"
            fields={[
              { key: 'title', label: t('field.title'), maxLength: 60 },
              {
                key: 'link',
                label: t('field.link'),
                maxLength: 500,
                rules: () => [
                  {
                    validator: async (_rule, value: string | undefined) => {
                      if (value?.trim() && !isAppLink(value)) throw new Error(t('rules.link'));
                    },
                  },
                ],
              },
            ]}
            requireOneComplete
          />
        </>
      )}
      <Form.Item
        name="dates"
        label={t('field.dates')}
        rules={[
          required,
          {
            validator: async (_rule, value: [Dayjs | null, Dayjs | null] | undefined) => {
              if (!value?.[0] || !value[1]) return;
              if (value[0].format(DAY) < today) throw new Error(t('rules.past'));
              if (value[1].diff(value[0], 'day') + 1 > LIMITS.maxDays) throw new Error(t('rules.tooLong'));
            },
          },
        ]}
      >
        <DateRangeInput format={DAY} placeholder={[t('field.start'), t('field.end')]} style={{ width: '100%' }} />
      </Form.Item>
      {stage && (
        <Space.Compact block>
          <Form.Item
            name="stageFrom"
            label={t(`field.${stage.unit}From`)}
            rules={stageRules('stageFrom')}
            dependencies={['stageTo']}
            extra={t('field.stageHelp', { max: stage.max })}
            style={{ flex: 1 }}
          >
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="stageTo"
            label={t(`field.${stage.unit}To`)}
            rules={stageRules('stageTo')}
            dependencies={['stageFrom']}
            style={{ flex: 1 }}
          >
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Space.Compact>
      )}
      <Form.Item
        name="order"
        label={t('field.order')}
        extra={t('field.orderHelp')}
        rules={[required, { type: 'integer', min: LIMITS.orderMin, max: LIMITS.orderMax, message: t('rules.order') }]}
      >
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </>
  );
}
