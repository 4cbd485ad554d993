import { Alert, Button, Space, type FormInstance } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../stores/session-store';
import { forgetKeptDraft, keptDraftOf, trackOpenForm } from './unsaved-forms';

export interface KeptDraft {
  restore: () => void;
  discard: () => void;
}

/**
 * Registers an open form for the unsaved-changes guard, and offers back what this admin typed into the
 * same form (same screen, same title) when a 401 ended the session before it was saved. `open` false (a
 * drawer the user closed, still on screen while it slides out) takes the form off the guard at once.
 */
export function useOpenFormTracking<V>(form: FormInstance<V>, formKey: string, open = true): KeptDraft | null {
  const [identity] = useState(() => ({
    key: `${window.location.pathname}|${formKey}`,
    owner: useSessionStore.getState().userInfo.login,
  }));
  const restored = useRef(false);
  const [offered, setOffered] = useState(() => keptDraftOf(identity.key, identity.owner) !== undefined);

  // What the form held as it left the screen. A tab going into the background unregisters antd's fields
  // (class components) before anyone else can look; this hook's layout cleanup runs first (parents go
  // before children), so the tab bar reads the form from here while it notes the tab's typed changes.
  const leftWith = useRef<{ dirty: boolean; values: unknown } | null>(null);
  useLayoutEffect(() => {
    leftWith.current = null;
    return () => {
      leftWith.current = { dirty: restored.current || form.isFieldsTouched(), values: form.getFieldsValue(true) };
    };
  }, [form]);

  useEffect(() => {
    if (!open) return;
    return trackOpenForm({
      ...identity,
      isDirty: () => leftWith.current?.dirty ?? (restored.current || form.isFieldsTouched()),
      values: () => (leftWith.current ? leftWith.current.values : form.getFieldsValue(true)),
    });
  }, [form, identity, open]);

  if (!offered) return null;
  const settle = () => {
    forgetKeptDraft(identity.key);
    setOffered(false);
  };
  return {
    restore: () => {
      form.setFieldsValue(keptDraftOf(identity.key, identity.owner) as Parameters<typeof form.setFieldsValue>[0]);
      restored.current = true;
      settle();
    },
    discard: settle,
  };
}

/** The offer to put back what was typed before the session ended. */
export function KeptDraftNotice({ draft }: { draft: KeptDraft | null }) {
  const { t } = useTranslation('kit');
  if (!draft) return null;
  return (
    <Alert
      type="info"
      showIcon
      className="form-drawer__notice"
      title={t('keptDraft.title')}
      description={t('keptDraft.body')}
      action={
        <Space orientation="vertical">
          <Button size="small" type="primary" onClick={draft.restore}>
            {t('keptDraft.restore')}
          </Button>
          <Button size="small" onClick={draft.discard}>
            {t('keptDraft.discard')}
          </Button>
        </Space>
      }
    />
  );
}
