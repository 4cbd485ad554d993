import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../shared/components/image-upload/image-upload';
import { ossApi } from '../../../shared/uploads/uploads-api';
import { COMPOSE_RULES } from './types';

/** A post's images, each uploaded to object storage; one more can be added until the limit. */
export function ImagesField({
  value = [],
  onChange,
  id,
}: {
  value?: string[];
  onChange?: (urls: string[]) => void;
  id?: string;
}) {
  const { t } = useTranslation('compose');
  return (
    <Space wrap align="start" aria-label={t('publish.fields.images')} role="group">
      {value.map((url, index) => (
        <ImageUpload
          key={url}
          value={url}
          upload={ossApi.upload}
          onChange={(next) =>
            onChange?.(next ? value.map((old, n) => (n === index ? next : old)) : value.filter((_, n) => n !== index))
          }
        />
      ))}
      {value.length < COMPOSE_RULES.maxImages && (
        <ImageUpload
          id={id}
          key={value.length}
          upload={ossApi.upload}
          onChange={(next) => next && onChange?.([...value, next])}
        />
      )}
    </Space>
  );
}

/** A vote's options: two to start with, more up to the limit, any beyond two removable. */
export function VoteOptionsField({
  value = ['', ''],
  onChange,
  id,
}: {
  value?: string[];
  onChange?: (options: string[]) => void;
  id?: string;
}) {
  const { t } = useTranslation('compose');
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value.map((option, index) => (
        <Space.Compact key={index} style={{ width: '100%' }}>
          <Input
            id={index === 0 ? id : undefined}
            dir="auto"
            aria-label={t('publish.option', { number: index + 1 })}
            value={option}
            maxLength={COMPOSE_RULES.voteOptionMaxLength}
            onChange={(event) => onChange?.(value.map((old, n) => (n === index ? event.target.value : old)))}
          />
          {value.length > COMPOSE_RULES.minVoteOptions && (
            <Button
              icon={<DeleteOutlined />}
              aria-label={t('publish.removeOption', { number: index + 1 })}
              onClick={() => onChange?.(value.filter((_, n) => n !== index))}
            />
          )}
        </Space.Compact>
      ))}
      {value.length < COMPOSE_RULES.maxVoteOptions && (
        <Button icon={<PlusOutlined />} onClick={() => onChange?.([...value, ''])}>
          {t('publish.addOption')}
        </Button>
      )}
    </Space>
  );
}
