import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';

/** Shown for a screen that exists but the signed-in admin is not permitted to open. */
export function NoAuth() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('noAuth.title'));
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('noAuth.title')}
      subTitle={t('noAuth.description')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('backHome')}
        </Button>
      }
    />
  );
}
