import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

interface LoadFailedProps {
  /** What the server (or the request layer) said went wrong. */
  error: Error;
  retry: () => unknown;
  /** The heading, when the screen says more than "could not load". */
  title?: string;
}

/** In place of a list or tree that could not load: why, and a retry (named "Retry": the icon is decoration). */
export function LoadFailed({ error, retry, title }: LoadFailedProps) {
  const { t } = useTranslation(['kit', 'common']);
  return (
    <Result
      status="error"
      title={title ?? t('kit:loadFailed')}
      subTitle={error.message}
      extra={
        <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void retry()}>
          {t('common:retry')}
        </Button>
      }
    />
  );
}
