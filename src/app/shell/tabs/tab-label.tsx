import { CloseOutlined } from '@ant-design/icons';
import { UserText } from '../../../shared/components/user-text';

/**
 * A tab's name and, on a closable tab, its × for the mouse. A tab may hold no control of its own (its
 * children are presentational), so the × is hidden from assistive technology and takes no focus: the
 * keyboard closes with Delete and the tab's menu (tab-menu.tsx), which name the action.
 */
export function TabLabel({ name, onClose }: { name: string; onClose?: () => void }) {
  return (
    <>
      <UserText className="shell-tabs__label">{name}</UserText>
      {onClose && (
        <span
          aria-hidden
          className="shell-tabs__close"
          onClick={(event) => {
            event.stopPropagation();
            onClose();
          }}
        >
          <CloseOutlined />
        </span>
      )}
    </>
  );
}
