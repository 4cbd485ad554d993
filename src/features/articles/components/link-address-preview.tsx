import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContentLanguage } from '../../../shared/components/lang-fields/content-languages';
import { H5AddressLink } from '../../../shared/links/h5-address-link';
import { isAppLink } from '../../../shared/links/h5-link';

/**
 * The address the app will open for the link written in one language, as it is typed: a path on the H5
 * site shown under the stage's H5 domain and `/to-h5` prefix, so the operator sees where it leads.
 */
export function LinkAddressPreview({ name, language }: { name: string; language: ContentLanguage }) {
  const { t } = useTranslation('articles');
  const form = Form.useFormInstance();
  const link = Form.useWatch<string | undefined>([name, language, 'link'], form);
  if (!isAppLink(link)) return null;
  return (
    <Typography.Text type="secondary">
      {t('form.opens')} <H5AddressLink link={link} maxWidth={420} />
    </Typography.Text>
  );
}
