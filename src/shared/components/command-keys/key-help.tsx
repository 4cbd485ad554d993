import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import './key-help.css';

/** One line of the overlay: the keys (as a US layout names them) and what they do, translated. */
interface KeyHelpRow {
  command: string;
  keys: readonly string[];
  label: string;
}

const NAMED_KEYS: Readonly<Record<string, string>> = { ' ': 'kit:keys.space', ArrowDown: '↓', ArrowUp: '↑' };

/** The overlay a screen's `?` opens: every key it answers and what it does. */
export function KeyHelp(props: { open: boolean; onClose: () => void; title: string; rows: readonly KeyHelpRow[] }) {
  const { open, onClose, title, rows } = props;
  const { t } = useTranslation('kit');
  const keyName = (key: string) => {
    const named = NAMED_KEYS[key];
    return named?.startsWith('kit:') ? t(named) : (named ?? key.toUpperCase());
  };
  return (
    <Modal open={open} title={title} footer={null} onCancel={onClose} destroyOnHidden>
      <p>{t('keys.anyLayout')}</p>
      <table className="key-help">
        <tbody>
          {rows.map(({ command, keys, label }) => (
            <tr key={command}>
              <td>
                {keys.map((key) => (
                  <kbd key={key} dir="ltr">
                    {keyName(key)}
                  </kbd>
                ))}
              </td>
              <td>{label}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
