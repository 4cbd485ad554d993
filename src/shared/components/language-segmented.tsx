import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { HTML_LANG, LANGUAGE_LABELS, LANGUAGES } from '../i18n/languages';
import { useSwitchLanguage } from '../i18n/use-switch-language';

/** The login page's language switch: every language visible at once, and lighter than a menu. */
export function LanguageSegmented() {
  const { t } = useTranslation();
  const { language, switching, switchTo } = useSwitchLanguage();
  return (
    <div role="group" aria-label={t('language')} aria-busy={switching} className="language-buttons">
      {LANGUAGES.map((code) => (
        <Button
          key={code}
          size="small"
          type={code === language ? 'primary' : 'text'}
          aria-pressed={code === language}
          lang={HTML_LANG[code]}
          onClick={() => void switchTo(code)}
        >
          {LANGUAGE_LABELS[code]}
        </Button>
      ))}
    </div>
  );
}
