import { LockOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Divider, Form, Input, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { authApi } from '../../../features/auth/api';
import { takeChatAppState } from '../../../features/auth/chat-app';
import { LanguageSwitch } from '../../../shared/components/language-switch';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { STORAGE_KEYS } from '../../../shared/stores/storage-keys';
import { startChatAppLogin } from '../../session/chat-app-login';
import { completeSignIn } from '../../session/sign-in';
import { loginErrorText } from './login-errors';
import './login-page.css';

interface LoginForm {
  username: string;
  password: string;
  remember: boolean;
}

function destinationOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login') ? from : '/';
}

export function LoginPage() {
  const { t } = useTranslation('login');
  useDocumentTitle(t('title'));
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const rememberedAccount = localStorage.getItem(STORAGE_KEYS.rememberedAccount) ?? '';
  const handledCallback = useRef('');

  const finish = async (obtainToken: () => Promise<{ token: string }>) => {
    setSubmitting(true);
    setError('');
    try {
      const { token } = await obtainToken();
      await completeSignIn(token);
      navigate(destinationOf(location.state), { replace: true });
    } catch (failure) {
      setError(loginErrorText(failure));
      setSubmitting(false);
    }
  };

  const onFinish = ({ username, password, remember }: LoginForm) => {
    if (remember) localStorage.setItem(STORAGE_KEYS.rememberedAccount, username.trim());
    else localStorage.removeItem(STORAGE_KEYS.rememberedAccount);
    void finish(() => authApi.login({ username: username.trim(), password, rememberMe: remember }));
  };

  // The chat app (or its simulation) comes back to /login?code=&state=.
  const code = searchParams.get('code');
  const callbackState = searchParams.get('state');
  useEffect(() => {
    if (!code || handledCallback.current === code) return;
    handledCallback.current = code;
    if (!takeChatAppState(callbackState)) {
      // The callback URL is an outside event handled once; showing its failure is the point.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setError(t('errors.chatAppState'));
      return;
    }
    void finish(() => authApi.loginWithChatApp(code));
    // Runs once per callback code; finish reads the latest location itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, callbackState]);

  const onChatApp = () => {
    const started = startChatAppLogin();
    if (!started) return;
    modal.confirm({
      title: t('chatApp.simulatedTitle'),
      content: t('chatApp.simulatedBody'),
      okText: t('chatApp.authorize'),
      cancelText: t('common:cancel'),
      onOk: () => navigate(started.simulatedCallback, { replace: true, state: location.state }),
    });
  };

  return (
    <main className="login-page">
      <div className="login-page__language">
        <LanguageSwitch />
      </div>
      <section className="login-page__card" aria-labelledby="login-title">
        <Typography.Title id="login-title" level={2}>
          {t('welcome')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error} className="login-page__error" />}
        <Form<LoginForm>
          layout="vertical"
          requiredMark={false}
          initialValues={{ username: rememberedAccount, remember: Boolean(rememberedAccount) }}
          onFinish={onFinish}
          disabled={submitting}
        >
          <Form.Item label={t('username')} name="username" rules={[{ required: true, whitespace: true, message: t('usernameRequired') }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus={!rememberedAccount} />
          </Form.Item>
          <Form.Item label={t('password')} name="password" rules={[{ required: true, message: t('passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" autoFocus={Boolean(rememberedAccount)} />
          </Form.Item>
          <Form.Item name="remember" valuePropName="checked">
            <Checkbox>{t('remember')}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            {t('submit')}
          </Button>
        </Form>
        <Divider plain>{t('or')}</Divider>
        <Button block size="large" icon={<MessageOutlined />} onClick={onChatApp} disabled={submitting}>
          {t('chatApp.button')}
        </Button>
      </section>
    </main>
  );
}
