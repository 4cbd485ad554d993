import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { TRIAGE_KEYS, type TriageCommand } from './triage-keys';

const keyName = (key: string) => (key === ' ' ? 'Space' : key === 'ArrowDown' ? '↓' : key === 'ArrowUp' ? '↑' : key);

/** The help overlay: every triage key the queue answers and what it does. */
export function KeyHelp(props: { open: boolean; onClose: () => void; commands: readonly TriageCommand[] }) {
  const { open, onClose, commands } = props;
  const { t } = useTranslation('review');
  return (
    <Modal open={open} title={t('keys.title')} footer={null} onCancel={onClose} destroyOnHidden>
      <table className="review-keys">
        <tbody>
          {(Object.entries(TRIAGE_KEYS) as Array<[TriageCommand, readonly string[]]>)
            .filter(([command]) => commands.includes(command))
            .map(([command, keys]) => (
              <tr key={command}>
                <td>
                  {keys.map((key) => (
                    <kbd key={key}>{keyName(key)}</kbd>
                  ))}
                </td>
                <td>{t(`keys.${command}`)}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </Modal>
  );
}
