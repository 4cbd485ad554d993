import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS, LANGUAGES, type Language } from '../i18n/languages';
import { setLanguage } from '../i18n/set-language';
import { usePreferencesStore } from '../stores/preferences-store';

/** Switches the interface language at once, without a reload. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const language = usePreferencesStore((state) => state.language);
  const [switching, setSwitching] = useState(false);

  const choose = async (next: Language) => {
    setSwitching(true);
    try {
      await setLanguage(next);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((code) => ({ key: code, label: <span lang={code === 'ind' ? 'id' : code}>{LANGUAGE_LABELS[code]}</span> })),
        onClick: ({ key }) => void choose(key as Language),
      }}
    >
      <Button type="text" className={className} icon={<GlobalOutlined />} loading={switching} aria-label={t('language')}>
        {LANGUAGE_LABELS[language]}
      </Button>
    </Dropdown>
  );
}
