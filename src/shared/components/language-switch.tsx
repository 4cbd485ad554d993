import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { HTML_LANG, LANGUAGE_LABELS, LANGUAGES, type Language } from '../i18n/languages';
import { useSwitchLanguage } from '../i18n/use-switch-language';

/** The header's language menu: switches the interface language at once, without a reload. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, switching, switchTo } = useSwitchLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((code) => ({
          key: code,
          label: <span lang={HTML_LANG[code]}>{LANGUAGE_LABELS[code]}</span>,
        })),
        onClick: ({ key }) => void switchTo(key as Language),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        loading={switching}
        aria-label={t('languageNamed', { language: LANGUAGE_LABELS[language] })}
      >
        {LANGUAGE_LABELS[language]}
      </Button>
    </Dropdown>
  );
}
