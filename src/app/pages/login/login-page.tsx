import { LockOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
// The single components, not antd's Input and Checkbox namespaces: those also bring OTP, Search,
// TextArea and Checkbox.Group, which this page never shows (about 7 kB gzip of its first load).
import Checkbox from 'antd/es/checkbox/Checkbox';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { takeChatAppState } from '../../../shared/session/chat-app';
import { LanguageSegmented } from '../../../shared/components/language-segmented';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { browserStorage } from '../../../shared/stores/browser-storage';
import { STORAGE_KEYS } from '../../../shared/stores/storage-keys';
import { useUiStore } from '../../../shared/stores/ui-store';
import { hasKeptDrafts } from '../../../shared/unsaved-changes/unsaved-forms';
import { chatAppCallback, startChatAppLogin } from '../../session/chat-app-login';
import { chatAppErrorText, loginErrorText } from './login-errors';
import './login-page.css';

/** The request layer and the sign-in steps load on submit, keeping them out of the page's first load. */
const loadSignIn = () => Promise.all([import('../../../features/auth'), import('../../session/sign-in')]);
type SignInModules = Awaited<ReturnType<typeof loadSignIn>>;

interface LoginForm {
  username: string;
  password: string;
  remember: boolean;
}

function destinationOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login') ? from : '/';
}

export default function LoginPage() {
  const { t } = useTranslation('login');
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const rememberedAccount = browserStorage('localStorage').getItem(STORAGE_KEYS.rememberedAccount) ?? '';
  const handledCallback = useRef('');
  /** The state of a chat-app sign-in waiting for the simulated authorisation (mock backend only). */
  const [simulatedState, setSimulatedState] = useState('');
  const notice = useUiStore((state) => state.loginNotice);

  const finish = async (
    obtainToken: (modules: SignInModules) => Promise<{ token: string }>,
    errorText: (failure: unknown) => string = loginErrorText,
  ) => {
    setSubmitting(true);
    setError('');
    try {
      const modules = await loadSignIn();
      const { token } = await obtainToken(modules);
      await modules[1].completeSignIn(token);
      useUiStore.getState().setLoginNotice('');
      navigate(destinationOf(location.state), { replace: true });
    } catch (failure) {
      setError(errorText(failure));
      setSubmitting(false);
    }
  };

  const onFinish = ({ username, password, remember }: LoginForm) => {
    const storage = browserStorage('localStorage');
    if (remember) storage.setItem(STORAGE_KEYS.rememberedAccount, username.trim());
    else storage.removeItem(STORAGE_KEYS.rememberedAccount);
    void finish(([{ authApi }]) => authApi.login({ username: username.trim(), password, rememberMe: remember }));
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
    void finish(([{ authApi }]) => authApi.loginWithChatApp(code, callbackState!), chatAppErrorText);
    // Runs once per callback code; finish reads the latest location itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, callbackState]);

  const onChatApp = () => {
    const started = startChatAppLogin();
    if (started) setSimulatedState(started.simulatedState);
  };

  const authorizeSimulated = async () => {
    const state = simulatedState;
    setSimulatedState('');
    try {
      const [{ authApi }] = await loadSignIn();
      const { code } = await authApi.simulatedChatAppAuthorize(state);
      navigate(chatAppCallback(code, state), { replace: true, state: location.state });
    } catch (failure) {
      setError(chatAppErrorText(failure));
    }
  };

  return (
    <main className="login-page">
      <div className="login-page__language">
        <LanguageSegmented />
      </div>
      <section className="login-page__card" aria-labelledby="login-title">
        <h1 id="login-title" className="login-page__title">
          {t('welcome')}
        </h1>
        <p className="login-page__subtitle">{t('subtitle')}</p>
        {(error || notice) && (
          <div role="alert" className="login-page__error">
            {error || notice}
            {!error && hasKeptDrafts() && <p className="login-page__kept">{t('draftsKept')}</p>}
          </div>
        )}
        <Form<LoginForm>
          layout="vertical"
          requiredMark={false}
          initialValues={{ username: rememberedAccount, remember: Boolean(rememberedAccount) }}
          onFinish={onFinish}
          disabled={submitting}
        >
          <Form.Item
            label={t('username')}
            name="username"
            rules={[{ required: true, whitespace: true, message: t('usernameRequired') }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus={!rememberedAccount} />
          </Form.Item>
          <Form.Item label={t('password')} name="password" rules={[{ required: true, message: t('passwordRequired') }]}>
            <Password
              prefix={<LockOutlined />}
              autoComplete="current-password"
              autoFocus={Boolean(rememberedAccount)}
            />
          </Form.Item>
          <Form.Item name="remember" valuePropName="checked">
            <Checkbox>{t('remember')}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            {t('submit')}
          </Button>
        </Form>
        <div className="login-page__or" role="separator">
          {t('or')}
        </div>
        {simulatedState ? (
          <div role="dialog" aria-labelledby="chat-app-title" className="login-page__chat-app">
            <h2 id="chat-app-title" className="login-page__chat-app-title">
              {t('chatApp.simulatedTitle')}
            </h2>
            <p className="login-page__subtitle">{t('chatApp.simulatedBody')}</p>
            <div className="login-page__chat-app-actions">
              <Button onClick={() => setSimulatedState('')}>{t('common:cancel')}</Button>
              <Button type="primary" onClick={() => void authorizeSimulated()}>
                {t('chatApp.authorize')}
              </Button>
            </div>
          </div>
        ) : (
          <Button block size="large" icon={<MessageOutlined />} onClick={onChatApp} disabled={submitting}>
            {t('chatApp.button')}
          </Button>
        )}
      </section>
    </main>
  );
}
