import type { FormInstance } from 'antd';
import { useRef, useState, type FormEvent } from 'react';

/**
 * One submission at a time for the kit's forms. The first click (or Enter) closes the guard and shows the
 * form as saving before its rules run: a rule may wait for the server, and a second click while it checks
 * would otherwise validate and submit a second time. The guard opens again once the rules refused (the
 * form shows why) or `onValid` settled.
 */
export function useSingleSubmit<V>(form: FormInstance<V> | null, onValid: (values: V) => Promise<void>) {
  const running = useRef(false);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!form || running.current) return;
    running.current = true;
    setSaving(true);
    try {
      let values: V;
      try {
        values = await form.validateFields();
      } catch {
        return;
      }
      await onValid(values);
    } finally {
      running.current = false;
      setSaving(false);
    }
  };

  /**
   * For the form element's submit (Enter in a lone text field): through the same guard, instead of the
   * form library's own submit, which would validate and submit again.
   */
  const onSubmitCapture = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    void save();
  };

  return { saving, save, onSubmitCapture };
}
