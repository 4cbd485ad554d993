import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Typography, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../shared/utils/file-size';
import { VIDEO_ACCEPT } from '../../../shared/uploads/video-file';
import { POST_VIDEO_LIMITS, videoFileProblem, videoLengthProblem, type VideoProblem } from '../rules';
import { formatLength, readVideoSeconds, type UploadedVideo } from './video-check';

interface VideoUploadProps {
  value?: UploadedVideo;
  onChange?: (video: UploadedVideo | undefined) => void;
  /** Stores the file and resolves with its address (object storage's video upload). */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<{ url: string }>;
  disabled?: boolean;
  /** Set by Form.Item so the label points at the control. */
  id?: string;
}

/**
 * A video form control: checks the file's type, size and length (read from its metadata) before
 * uploading it to object storage, shows the upload's progress, then previews the stored video, which can
 * be replaced or removed. A refused file leaves the value (and the rest of the form) as it was.
 */
export function VideoUpload({ value, onChange, upload, disabled, id }: VideoUploadProps) {
  const { t } = useTranslation('compose');
  const [busy, setBusy] = useState<{ name: string; step: 'checking' | 'uploading'; percent: number } | null>(null);
  const [error, setError] = useState('');

  const explain = (problem: VideoProblem, file: File, seconds?: number | null) =>
    t(`publish.videoUpload.errors.${problem}`, {
      name: file.name,
      size: formatFileSize(file.size),
      length: seconds ? formatLength(seconds) : '',
      ...POST_VIDEO_LIMITS,
    });

  const accept = async (file: File) => {
    setError('');
    const fileProblem = videoFileProblem(file);
    if (fileProblem) return setError(explain(fileProblem, file));
    setBusy({ name: file.name, step: 'checking', percent: 0 });
    try {
      const seconds = await readVideoSeconds(file);
      const lengthProblem = videoLengthProblem(seconds);
      if (lengthProblem) return setError(explain(lengthProblem, file, seconds));
      setBusy({ name: file.name, step: 'uploading', percent: 0 });
      const stored = await upload(file, (percent) => setBusy({ name: file.name, step: 'uploading', percent }));
      onChange?.({ url: stored.url, seconds: Math.round(seconds!), name: file.name });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    void accept(file);
    return Upload.LIST_IGNORE;
  };

  const off = disabled || !!busy;
  const picker = (label: string) => (
    <Upload accept={VIDEO_ACCEPT} showUploadList={false} beforeUpload={beforeUpload} disabled={off}>
      <Button id={id} icon={busy ? <LoadingOutlined /> : <UploadOutlined />} disabled={off}>
        {label}
      </Button>
    </Upload>
  );

  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      {value?.url ? (
        <Space align="start" wrap>
          <video
            src={value.url}
            controls
            preload="metadata"
            aria-label={t('publish.videoUpload.preview')}
            style={{ width: 240, maxHeight: 240, background: '#000' }}
          />
          <Space orientation="vertical">
            {value.name && (
              <Typography.Text>
                {t('publish.videoUpload.uploaded', { name: value.name, length: formatLength(value.seconds) })}
              </Typography.Text>
            )}
            {picker(t('publish.videoUpload.replace'))}
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={off}
              onClick={() => {
                setError('');
                onChange?.(undefined);
              }}
            >
              {t('publish.videoUpload.remove')}
            </Button>
          </Space>
        </Space>
      ) : (
        picker(t('publish.videoUpload.choose'))
      )}
      {busy && (
        <div role="status">
          <Typography.Text>{t(`publish.videoUpload.${busy.step}`, { name: busy.name })}</Typography.Text>
          {busy.step === 'uploading' && <Progress percent={busy.percent} size="small" />}
        </div>
      )}
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Space>
  );
}
