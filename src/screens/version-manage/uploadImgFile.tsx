import { CloudUploadOutlined } from '@ant-design/icons';
import { Alert, App, Card, Image, Table, Typography, Upload, type UploadProps } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MAX_IMAGE_BYTES, MAX_IMAGE_LABEL } from '../../shared/uploads/uploads-api';
import { useOssFiles, useUploadOssFile } from '../../shared/uploads/use-oss-files';
import type { StoredFile } from '../../shared/uploads/types';
import { useCan } from '../../shared/hooks/use-permission';
import { formatFileSize } from '../../shared/utils/file-size';
import { IMAGE_ACCEPT, IMAGE_EXTENSIONS, isImageFileName } from '../../shared/utils/image-file';
import { useUiStore } from '../../shared/stores/ui-store';
import { QueryState } from '../../shared/components/query-state';
import { userTextCell } from '../../shared/components/user-text';

const UPLOAD_ACTION = '/version-manage/uploadImgFile:upload';
const PAGE_SIZES = [10, 20, 50];

/** Upload image files to object storage and copy their URLs (spec: versionManageOssUpload). */
export default function UploadImageFiles() {
  const { t } = useTranslation('oss');
  const { message } = App.useApp();
  const canUpload = useCan(UPLOAD_ACTION);
  const tableLoading = useUiStore((state) => state.tableLoading);
  const [params, setParams] = useSearchParams();
  const current = Math.max(1, Number(params.get('current')) || 1);
  const size = PAGE_SIZES.includes(Number(params.get('size'))) ? Number(params.get('size')) : PAGE_SIZES[0];

  const files = useOssFiles(current, size);

  const upload = useUploadOssFile({
    onSuccess: (stored) => message.success(t('uploaded', { name: stored.name })),
  });

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!isImageFileName(file.name)) {
      message.error(t('errors.notImage', { name: file.name, extensions: IMAGE_EXTENSIONS.join(', ') }));
      return Upload.LIST_IGNORE;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      message.error(t('errors.tooLarge', { name: file.name, limit: MAX_IMAGE_LABEL }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    upload.mutate(
      { file: file as File, onProgress: (percent) => onProgress?.({ percent }) },
      { onSuccess: (stored) => onSuccess?.(stored), onError: (error) => onError?.(error as Error) },
    );
  };

  const columns = [
    {
      title: t('columns.preview'),
      dataIndex: 'url',
      key: 'preview',
      width: 96,
      render: (url: string, file: StoredFile) => (
        <Image src={url} alt={file.name} width={72} height={40} style={{ objectFit: 'cover' }} />
      ),
    },
    { title: t('columns.name'), dataIndex: 'name', key: 'name', render: userTextCell },
    {
      title: t('columns.size'),
      dataIndex: 'size',
      key: 'size',
      width: 110,
      render: (bytes: number) => <bdi dir="ltr">{formatFileSize(bytes)}</bdi>,
    },
    {
      title: t('columns.url'),
      dataIndex: 'url',
      key: 'url',
      width: 392,
      render: (url: string) => (
        // A fixed width: with the copy button antd cuts the text itself, measuring its own width; a width
        // that followed the column's, which follows the text, made it measure again and again for ever
        // (the hidden measuring copies, copy button included, came and went many times a second).
        <Typography.Text
          copyable={{ text: url, tooltips: [t('copy'), t('copied')] }}
          ellipsis={{ tooltip: url }}
          style={{ width: 360, direction: 'ltr', unicodeBidi: 'isolate' }}
        >
          <bdi dir="ltr">{url}</bdi>
        </Typography.Text>
      ),
    },
    { title: t('columns.uploadedBy'), dataIndex: 'uploadedBy', key: 'uploadedBy', width: 130, render: userTextCell },
    {
      title: t('columns.uploadedAt'),
      dataIndex: 'uploadedAt',
      key: 'uploadedAt',
      width: 180,
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
  ];

  return (
    <Card title={<h1 className="screen-title">{t('title')}</h1>}>
      {canUpload ? (
        <Upload.Dragger
          accept={IMAGE_ACCEPT}
          multiple
          beforeUpload={beforeUpload}
          customRequest={customRequest}
          aria-label={t('dropLabel')}
        >
          <p className="ant-upload-drag-icon">
            <CloudUploadOutlined />
          </p>
          <p className="ant-upload-text">{t('drop')}</p>
          <p className="ant-upload-hint">
            {t('hint', { extensions: IMAGE_EXTENSIONS.join(', '), limit: MAX_IMAGE_LABEL })}
          </p>
        </Upload.Dragger>
      ) : (
        <Alert type="info" showIcon title={t('noUploadPermission')} />
      )}
      <div className="screen-section">
        <QueryState query={files} errorTitle={t('errors.listFailed')}>
          <Table<StoredFile>
            rowKey="id"
            columns={columns}
            dataSource={files.data?.records ?? []}
            loading={files.isPending || tableLoading}
            locale={{ emptyText: t('empty') }}
            pagination={{
              current,
              pageSize: size,
              total: files.data?.total ?? 0,
              pageSizeOptions: PAGE_SIZES,
              showSizeChanger: true,
              onChange: (page, pageSize) => setParams({ current: String(page), size: String(pageSize) }),
            }}
            scroll={{ x: 900 }}
          />
        </QueryState>
      </div>
    </Card>
  );
}
