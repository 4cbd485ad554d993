import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../router/chunk-errors';

/** What the content area shows when a screen failed: a recovery view for chunk errors, else a retry. */
export function ScreenErrorView({ error, reset }: { error: unknown; reset: () => void }) {
  const { t } = useTranslation('shell');
  if (isChunkLoadError(error)) {
    return (
      <Result
        status="warning"
        title={t('chunkError.title')}
        subTitle={t('chunkError.description')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('chunkError.reload')}
          </Button>
        }
      />
    );
  }
  return (
    <Result
      status="error"
      title={t('screenError.title')}
      subTitle={t('screenError.description')}
      extra={
        <Button type="primary" onClick={reset}>
          {t('screenError.retry')}
        </Button>
      }
    />
  );
}
