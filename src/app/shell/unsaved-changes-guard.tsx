import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { hasUnsavedForms } from '../../shared/unsaved-changes/unsaved-forms';

/**
 * Another screen (menu, link, browser back or forward) while a form holds typed changes: asked first.
 * The way to /login is never held: it means the session has ended, and the forms' values are kept then.
 */
const leavesUnsavedForm: BlockerFunction = ({ currentLocation, nextLocation }) =>
  nextLocation.pathname !== currentLocation.pathname && nextLocation.pathname !== '/login' && hasUnsavedForms();

export function UnsavedChangesGuard() {
  const { t } = useTranslation('kit');
  const { modal } = App.useApp();
  const blocker = useBlocker(leavesUnsavedForm);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modal.confirm({
      title: t('discard.title'),
      content: t('discard.body'),
      okText: t('discard.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
    return () => dialog.destroy();
  }, [blocker, modal, t]);

  return null;
}
