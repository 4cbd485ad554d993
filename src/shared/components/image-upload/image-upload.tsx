import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Image, Progress, Space, Typography, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../utils/file-size';
import { IMAGE_ACCEPT, IMAGE_EXTENSIONS } from '../../utils/image-file';
import { checkImage, checkImageFile, type ImageProblem, type ImageRules } from './image-check';
import { readImageSize } from './image-size';

/** Spec: images up to 10M unless a screen says otherwise. */
const DEFAULT_MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const sizeLabel = (bytes: number) =>
  bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : formatFileSize(bytes);

export interface ImageUploadProps {
  /** The image's URL (a form control's value). */
  value?: string;
  onChange?: (url: string | undefined) => void;
  /** Stores the file and resolves with its URL (e.g. the object storage feature's upload). */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<{ url: string }>;
  maxBytes?: number;
  /** When set, only an image of exactly this size is accepted (e.g. 750x1624 promotion material). */
  exactSize?: { width: number; height: number };
  /**
   * A caller's own rule on the pixel size (a minimum and a ratio, for a task cover): the message of what is
   * wrong, or null; checked before anything is sent. An unreadable size is refused as with `exactSize`.
   */
  checkSize?: (size: { width: number; height: number }) => string | null;
  disabled?: boolean;
  /** Set by Form.Item so the label points at the control. */
  id?: string;
}

/**
 * An image form control: checks extension, size and optional exact dimensions before uploading,
 * uploads to object storage, previews the result and can remove it. Its value is the URL.
 */
export function ImageUpload(props: ImageUploadProps) {
  const { value, onChange, upload, maxBytes = DEFAULT_MAX_IMAGE_BYTES, exactSize, checkSize, disabled, id } = props;
  const { t } = useTranslation('kit');
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState('');
  const rules: ImageRules = { maxBytes, exactSize };
  const extensions = IMAGE_EXTENSIONS.join(', ');
  const limit = sizeLabel(maxBytes);

  const explain = (problem: ImageProblem, file: File) =>
    t(`imageUpload.errors.${problem.code}`, {
      name: file.name,
      extensions,
      size: formatFileSize(file.size),
      limit,
      ...exactSize,
      ...(problem.code === 'dimensions'
        ? { actualWidth: problem.actualWidth, actualHeight: problem.actualHeight }
        : {}),
    });

  const accept = async (file: File) => {
    setError('');
    const quick = checkImageFile(file, rules);
    if (quick) return setError(explain(quick, file));
    if (exactSize || checkSize) {
      const size = await readImageSize(file);
      const problem = checkImage({ name: file.name, size: file.size, ...size }, rules);
      if (problem) return setError(explain(problem, file));
      if (checkSize) {
        if (!size) return setError(explain({ code: 'unreadable' }, file));
        const message = checkSize(size);
        if (message) return setError(message);
      }
    }
    setUploading({ name: file.name, percent: 0 });
    try {
      const stored = await upload(file, (percent) => setUploading({ name: file.name, percent }));
      onChange?.(stored.url);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setUploading(null);
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    void accept(file);
    return Upload.LIST_IGNORE;
  };

  const hint = exactSize
    ? t('imageUpload.hintExact', { extensions, limit, ...exactSize })
    : t('imageUpload.hint', { extensions, limit });
  const picker = (label: string) => (
    <Upload accept={IMAGE_ACCEPT} showUploadList={false} beforeUpload={beforeUpload} disabled={disabled || !!uploading}>
      <Button id={id} icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={disabled || !!uploading}>
        {label}
      </Button>
    </Upload>
  );

  return (
    <Space orientation="vertical" size={4} className="image-upload">
      {value ? (
        <Space align="start" wrap>
          <Image src={value} alt={t('imageUpload.preview')} width={120} className="image-upload__preview" />
          <Space orientation="vertical">
            {picker(t('imageUpload.replace'))}
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={disabled || !!uploading}
              onClick={() => {
                setError('');
                onChange?.(undefined);
              }}
            >
              {t('imageUpload.remove')}
            </Button>
          </Space>
        </Space>
      ) : (
        picker(t('imageUpload.choose'))
      )}
      <Typography.Text type="secondary" className="image-upload__hint">
        {hint}
      </Typography.Text>
      {uploading && (
        <div role="status">
          <Typography.Text>{t('imageUpload.uploading', { name: uploading.name })}</Typography.Text>
          <Progress percent={uploading.percent} size="small" />
        </div>
      )}
      {error && (
        <Typography.Text type="danger" role="alert" className="image-upload__error">
          {error}
        </Typography.Text>
      )}
    </Space>
  );
}
