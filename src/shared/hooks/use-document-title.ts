import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../stores/ui-store';

/**
 * Sets the page title and the document title ("<page> | <console>", or the console title alone). A
 * page that goes away hands the title back to the console's, so a route without a title of its own
 * never shows the previous page's.
 */
export function useDocumentTitle(pageTitle?: string): void {
  const { t } = useTranslation();
  const setPageTitle = useUiStore((state) => state.setPageTitle);
  const consoleTitle = t('consoleTitle');
  useEffect(() => {
    setPageTitle(pageTitle ?? '');
    document.title = pageTitle ? `${pageTitle} | ${consoleTitle}` : consoleTitle;
    return () => {
      setPageTitle('');
      document.title = consoleTitle;
    };
  }, [pageTitle, consoleTitle, setPageTitle]);
}
