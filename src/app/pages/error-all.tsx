import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';

/** The not-found page for any path no screen serves. */
export function ErrorAll() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('notFound.title'));
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.description')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('backHome')}
        </Button>
      }
    />
  );
}
