import { App, Button, Space, theme, Tooltip } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuStore } from '../../stores/menu-store';

export interface RowAction<T> {
  key: string;
  label: string;
  /** The button's accessible name where the label alone does not say which row ("Edit Spring sale"). */
  ariaLabel?: (row: T) => string;
  /** The action entry (menu type 3) the admin must hold, e.g. '/permissions-manage/account:delete'. */
  permission?: string;
  danger?: boolean;
  /** Asked before running, e.g. the spec's "Sure to delete this article?". */
  confirm?: string;
  /** Shown after it succeeds; defaults to "Operation succeeded". */
  success?: string;
  /** Offered only where this holds (a state machine's allowed transitions). */
  available?: (row: T) => boolean;
  /**
   * Why the action, offered, cannot run on this row now (a rule beyond its state, such as a post flagged
   * as spam that is not published until the flag is cleared): shown unavailable, the reason as its
   * description and tooltip. Nothing, or an empty reason, when it can run.
   */
  blocked?: (row: T) => string | null | undefined;
  run: (row: T) => Promise<unknown> | void;
}

/** A row's actions: those the admin may use and the row's state allows, destructive ones confirmed. */
export function RowActions<T>({ row, actions, onDone }: { row: T; actions: RowAction<T>[]; onDone: () => void }) {
  const { t } = useTranslation('kit');
  const { modal, message } = App.useApp();
  const held = useMenuStore((state) => state.actions);

  const execute = async (action: RowAction<T>) => {
    const result = action.run(row);
    if (result instanceof Promise) {
      await result;
      message.success(action.success ?? t('success.operation'));
      onDone();
    }
  };

  // A refusal has already been shown by the request layer; nothing more to do with it here.
  const attempt = (action: RowAction<T>) => execute(action).catch(() => undefined);

  const start = (action: RowAction<T>) => {
    if (!action.confirm) return void attempt(action);
    modal.confirm({
      title: action.confirm,
      okText: action.label,
      okButtonProps: { danger: action.danger },
      cancelText: t('common:cancel'),
      onOk: () => attempt(action),
    });
  };

  const visible = actions.filter(
    (action) => (!action.permission || held.includes(action.permission)) && (action.available?.(row) ?? true),
  );
  if (visible.length === 0) return null;
  return (
    <Space size={0} wrap>
      {visible.map((action) => {
        const reason = action.blocked?.(row);
        return reason ? (
          <BlockedAction key={action.key} label={action.label} name={action.ariaLabel?.(row)} reason={reason} />
        ) : (
          <Button
            key={action.key}
            type="link"
            size="small"
            danger={action.danger}
            aria-label={action.ariaLabel?.(row)}
            onClick={() => start(action)}
          >
            {action.label}
          </Button>
        );
      })}
    </Space>
  );
}

/**
 * An action offered but not possible now: still in the tab order (aria-disabled, not disabled), so a
 * keyboard or screen-reader user reaches it and hears why; the reason also shows on hover and focus.
 */
function BlockedAction({ label, name, reason }: { label: string; name?: string; reason: string }) {
  const { token } = theme.useToken();
  const id = useId();
  return (
    <span>
      <Tooltip title={reason} trigger={['hover', 'focus']}>
        <Button
          type="link"
          size="small"
          aria-disabled="true"
          aria-label={name}
          aria-describedby={id}
          style={{ color: token.colorTextDisabled, cursor: 'not-allowed' }}
        >
          {label}
        </Button>
      </Tooltip>
      <span id={id} hidden>
        {reason}
      </span>
    </span>
  );
}
