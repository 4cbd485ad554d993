import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { interceptPopState } from '../../shared/unsaved-changes/pop-state-interceptor';
import { hasUnsavedForms } from '../../shared/unsaved-changes/unsaved-forms';

/** The position in the tab's history react-router's browser history keeps in each entry's state. */
const historyIndex = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * Browser back or forward while a form holds typed changes: asked first, and the screen stays until the
 * admin says to leave. (In the console itself a form's drawer covers the menu, so these are the ways out;
 * the tab closing is asked by the browser, and a 401 keeps the values, see unsaved-forms.ts.)
 *
 * A data router's useBlocker would do this, at 17 kB more JavaScript on the login page. Instead the guard
 * sees popstate before react-router does (pop-state-interceptor.ts), stops the event from reaching it,
 * and moves the tab back to the entry it was on, by the difference of the history indexes react-router
 * writes into each entry; leaving replays the same move.
 */
export function UnsavedChangesGuard() {
  const { t } = useTranslation('kit');
  const { modal } = App.useApp();
  const { key } = useLocation();
  const currentIndex = useRef<number | null>(null);

  useEffect(() => {
    currentIndex.current = historyIndex(window.history.state);
  }, [key]);

  useEffect(() => {
    /** The popstate of our own move back to the entry: not a navigation. */
    let swallowNext = false;
    /** The popstate of the admin's confirmed move: let react-router have it. */
    let letNextThrough = false;
    let question: { destroy: () => void } | null = null;

    const onPopState = (event: PopStateEvent) => {
      if (swallowNext) {
        swallowNext = false;
        event.stopImmediatePropagation();
        return;
      }
      if (letNextThrough) {
        letNextThrough = false;
        return;
      }
      const from = currentIndex.current;
      const to = historyIndex(event.state);
      if (!hasUnsavedForms() || from === null || to === null || from === to) return;
      event.stopImmediatePropagation();
      swallowNext = true;
      window.history.go(from - to);
      question = modal.confirm({
        title: t('discard.title'),
        content: t('discard.body'),
        okText: t('discard.ok'),
        okButtonProps: { danger: true },
        cancelText: t('common:cancel'),
        onOk: () => {
          letNextThrough = true;
          window.history.go(to - from);
        },
      });
    };

    const stop = interceptPopState(onPopState);
    return () => {
      stop();
      question?.destroy();
    };
  }, [modal, t]);

  return null;
}
