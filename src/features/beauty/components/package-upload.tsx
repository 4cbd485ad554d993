import { DeleteOutlined, FileZipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../shared/utils/file-size';
import { packageProblem } from '../rules';
import type { StoredPackage } from '../types';
import { UserText } from '../../../shared/components/user-text';

interface PackageUploadProps {
  value?: StoredPackage;
  onChange?: (value: StoredPackage | undefined) => void;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<StoredPackage>;
  id?: string;
  disabled?: boolean;
}

/** An effect package (.zip, at most 20 MB) checked before it is sent, uploaded with progress, replaceable. */
export function PackageUpload({ value, onChange, upload, id, disabled }: PackageUploadProps) {
  const { t } = useTranslation('beauty');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');

  const accept = async (file: File) => {
    setError('');
    const problem = packageProblem(file);
    if (problem) return setError(t(`rules.${problem.code}`, problem.params));
    setProgress(0);
    try {
      onChange?.(await upload(file, setProgress));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value && (
        <Space>
          <FileZipOutlined aria-hidden />
          <UserText>{value.name}</UserText>
          <Typography.Text type="secondary">
            <bdi dir="ltr">{formatFileSize(value.size)}</bdi>
          </Typography.Text>
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('package.remove', { name: value.name })}
            onClick={() => onChange?.(undefined)}
            disabled={disabled}
          />
        </Space>
      )}
      <Upload
        accept=".zip,application/zip"
        showUploadList={false}
        disabled={disabled || progress !== null}
        beforeUpload={(file) => {
          void accept(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button id={id} icon={<UploadOutlined />} disabled={disabled || progress !== null}>
          {value ? t('package.replace') : t('package.choose')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{t('package.hint')}</Typography.Text>
      {progress !== null && <Progress percent={progress} size="small" aria-label={t('package.uploading')} />}
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Space>
  );
}
