import { App, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMenuStore } from '../../stores/menu-store';

export interface BatchAction<T> {
  key: string;
  label: string;
  /** The action entry (menu type 3) the admin must hold. */
  permission?: string;
  danger?: boolean;
  /** Asked before running; receives how many rows are selected. */
  confirm?: (count: number) => string;
  /** Shown after it succeeds; defaults to "Operation succeeded". */
  success?: string;
  run: (rows: T[]) => Promise<unknown>;
}

/** The batch actions the admin holds; an empty list means the table offers no selection at all. */
export function useHeldBatchActions<T>(actions: BatchAction<T>[] | undefined): BatchAction<T>[] {
  const held = useMenuStore((state) => state.actions);
  return (actions ?? []).filter((action) => !action.permission || held.includes(action.permission));
}

interface BatchBarProps<T> {
  selected: T[];
  actions: BatchAction<T>[];
  onClear: () => void;
  onDone: () => void;
}

/** Shown above the table while rows are selected: the count, the batch actions and "clear". */
export function BatchBar<T>({ selected, actions, onClear, onDone }: BatchBarProps<T>) {
  const { t } = useTranslation('kit');
  const { modal, message } = App.useApp();
  if (selected.length === 0 || actions.length === 0) return null;

  // A refusal has already been shown by the request layer; the selection stays for another try.
  const attempt = (action: BatchAction<T>) =>
    action.run(selected).then(
      () => {
        message.success(action.success ?? t('success.operation'));
        onClear();
        onDone();
      },
      () => undefined,
    );

  const start = (action: BatchAction<T>) => {
    if (!action.confirm) return void attempt(action);
    modal.confirm({
      title: action.confirm(selected.length),
      okText: action.label,
      okButtonProps: { danger: action.danger },
      cancelText: t('common:cancel'),
      onOk: () => attempt(action),
    });
  };

  return (
    <div className="list-page__batch" role="region" aria-label={t('batch.region')}>
      <Typography.Text>{t('batch.selected', { count: selected.length })}</Typography.Text>
      <Space wrap>
        {actions.map((action) => (
          <Button key={action.key} danger={action.danger} onClick={() => start(action)}>
            {action.label}
          </Button>
        ))}
        <Button type="link" onClick={onClear}>
          {t('batch.clear')}
        </Button>
      </Space>
    </div>
  );
}
