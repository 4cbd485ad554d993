import { Form, Tag, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_LANG_TAG,
  isRtlContent,
  type ContentLanguage,
} from '../../../shared/components/lang-fields/content-languages';
import { SlotPreview } from '../../../shared/components/slot-preview';
import { MATERIAL_SIZE, type PromotionKind } from '../types';

interface Watched {
  material?: string;
  caption?: string;
  language?: ContentLanguage;
  kind?: PromotionKind;
  duration?: number;
}

/**
 * The material as a phone shows it (750 × 1624), laid out in the direction of the promotion's language:
 * the caption at the bottom, the skip (splash) or close (pop-up) control at the top on the reading side's end.
 */
export function PromotionPreview({ form }: { form: FormInstance }) {
  const { t } = useTranslation('promotions');
  const { material, caption, language = 'en', kind = 'splash', duration } = (Form.useWatch([], form) ?? {}) as Watched;
  const rtl = isRtlContent(language);
  const { width, height } = MATERIAL_SIZE;
  return (
    <Form.Item label={t('preview.title')}>
      <div
        dir={rtl ? 'rtl' : 'ltr'}
        lang={CONTENT_LANG_TAG[language]}
        data-testid="promotion-preview"
        style={{ position: 'relative', maxWidth: 220 }}
      >
        <SlotPreview
          src={material}
          width={width}
          height={height}
          maxWidth={220}
          label={t('preview.label', { kind: t(`kinds.${kind}`), width, height })}
          alt={t('preview.alt')}
          empty={t('preview.empty')}
          overlay={caption?.trim() || undefined}
        />
        {material && (
          <Tag style={{ position: 'absolute', top: 8, insetInlineEnd: 0, marginInlineEnd: 8 }} color="default">
            {kind === 'splash' ? t('preview.skip', { seconds: duration ?? '' }) : t('preview.close')}
          </Tag>
        )}
      </div>
    </Form.Item>
  );
}
