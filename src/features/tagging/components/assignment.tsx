import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Modal, Select } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleSubmit } from '../../../shared/components/use-single-submit';
import { taggingApi, taggingKeys, type AssignResult } from '../api';
import { failureText, refusalText } from './refusal-text';

/** Who may be given tasks (the admins holding the workbench's tag action). */
export function useTaggers(enabled = true) {
  return useQuery({ queryKey: taggingKeys.taggers, queryFn: taggingApi.taggers, enabled });
}

/**
 * Assigns tasks and says how it went: resolves when every task was assigned; otherwise shows the
 * server's reason (each task is refused on its own) in the admin's language and rejects, so a batch
 * keeps its selection. The lists reload either way, since some tasks may have been assigned.
 */
export function useAssign() {
  const { t } = useTranslation('tagging');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useCallback(
    async (ids: number[], assignee: string | null): Promise<AssignResult> => {
      let result: AssignResult;
      try {
        result = await taggingApi.assign(ids, assignee);
      } catch (error) {
        message.error(failureText(t, error));
        throw error;
      }
      await queryClient.invalidateQueries({ queryKey: taggingKeys.tasks });
      if (result.refused.length === 0) return result;
      const [first] = result.refused;
      const reason = refusalText(t, first.refusal);
      message.error(
        result.done === 0 && result.refused.length === 1
          ? reason
          : t('queues.assignRefused', { done: result.done, refused: result.refused.length, reason }),
      );
      throw new Error(reason);
    },
    [message, queryClient, t],
  );
}

interface Asking {
  ids: number[];
  resolve: () => void;
  reject: (reason: unknown) => void;
}

/**
 * "Assign to…": a dialog choosing the tagger. `ask(ids)` opens it and settles once the tasks are
 * assigned (resolves) or the admin cancels or the server refuses (rejects), as a batch action expects.
 */
export function useAssignDialog() {
  const { t } = useTranslation(['tagging', 'common']);
  const assign = useAssign();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [form] = Form.useForm<{ assignee: string }>();
  const taggers = useTaggers(asking !== null);

  const ask = useCallback(
    (ids: number[]) =>
      new Promise<void>((resolve, reject) => {
        form.resetFields();
        setAsking({ ids, resolve, reject });
      }),
    [form],
  );

  const cancel = () => {
    asking?.reject(new Error('cancelled'));
    setAsking(null);
  };

  const submit = async ({ assignee }: { assignee: string }) => {
    if (!asking) return;
    try {
      await assign(asking.ids, assignee);
      asking.resolve();
    } catch (error) {
      asking.reject(error);
    } finally {
      setAsking(null);
    }
  };
  // One submission at a time: a second click while the choice is checked or the tasks are assigned does nothing.
  const { saving, save, onSubmitCapture } = useSingleSubmit(form, submit);

  const dialog = (
    <Modal
      open={asking !== null}
      title={t('queues.assignTitle', { count: asking?.ids.length ?? 0 })}
      okText={t('queues.assign')}
      cancelText={t('common:cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={cancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="assign-tasks" onSubmitCapture={onSubmitCapture} disabled={saving}>
        <Form.Item
          name="assignee"
          label={t('queues.tagger')}
          rules={[{ required: true, message: t('queues.taggerRequired') }]}
        >
          <Select
            showSearch
            loading={taggers.isPending}
            options={(taggers.data ?? []).map((login) => ({ value: login, label: login }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
  return { ask, dialog };
}
