import { LockOutlined, LogoutOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, type InputRef } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../../shared/stores/session-store';
import { loginErrorText } from '../../pages/login/login-errors';
import { unlockSession } from '../../session/session-lock';
import { signOut } from '../../session/sign-in';

interface UnlockForm {
  password: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round the prompt's own controls (the page behind is inert anyway). */
function trapFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hidden && element.getClientRects().length > 0,
  );
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The password prompt over a locked console: who is signed in, their password, Unlock and Sign out.
 * Unlock signs in again with the same login through the login endpoint; a wrong password says so and
 * keeps the prompt.
 */
export function LockPrompt() {
  const { t } = useTranslation('lock');
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.userInfo);
  const [form] = Form.useForm<UnlockForm>();
  const password = useRef<InputRef>(null);
  const [busy, setBusy] = useState<'unlock' | 'signOut' | ''>('');
  const [error, setError] = useState('');

  // Focused once the page behind is inert (a drawer's own focus trap lets go of the focus then).
  useEffect(() => password.current?.focus(), []);

  const unlock = async ({ password: typed }: UnlockForm) => {
    setBusy('unlock');
    setError('');
    try {
      await unlockSession(typed);
    } catch (failure) {
      // Enabled again at once, so the emptied field can take the focus for the next try.
      flushSync(() => {
        setError(loginErrorText(failure));
        setBusy('');
      });
      form.setFieldValue('password', '');
      password.current?.focus();
    }
  };

  const leave = async () => {
    setBusy('signOut');
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="idle-lock-title"
      aria-describedby="idle-lock-explanation"
      className="idle-lock__card"
      onKeyDown={trapFocus}
    >
      <LockOutlined className="idle-lock__icon" aria-hidden />
      <h1 id="idle-lock-title" className="idle-lock__title">
        {t('title')}
      </h1>
      <p className="idle-lock__who">{t('who', { name: user.firstName || user.login, login: user.login })}</p>
      <p id="idle-lock-explanation" className="idle-lock__explanation">
        {t('explanation')}
      </p>
      {error && <Alert type="error" showIcon title={error} className="idle-lock__error" />}
      <Form<UnlockForm> form={form} layout="vertical" requiredMark={false} onFinish={unlock} disabled={busy !== ''}>
        {/* For password managers: whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={user.login} readOnly hidden />
        <Form.Item name="password" label={t('password')} rules={[{ required: true, message: t('passwordRequired') }]}>
          <Input.Password ref={password} autoComplete="current-password" />
        </Form.Item>
        <div className="idle-lock__actions">
          <Button type="primary" htmlType="submit" loading={busy === 'unlock'} block>
            {t('unlock')}
          </Button>
          <Button icon={<LogoutOutlined />} loading={busy === 'signOut'} onClick={() => void leave()} block>
            {t('signOut')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
