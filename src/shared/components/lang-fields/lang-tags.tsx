import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, type LangTexts } from './content-languages';

/** The content languages a per-language text is written in, as tags. */
export function LangTags({ texts, field }: { texts: LangTexts; field: string }) {
  const { t } = useTranslation('kit');
  return (
    <>
      {CONTENT_LANGUAGES.filter((code) => texts[code]?.[field]).map((code) => (
        <Tag key={code}>{t(`langFields.languages.${code}`)}</Tag>
      ))}
    </>
  );
}
