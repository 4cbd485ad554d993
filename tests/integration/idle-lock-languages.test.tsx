import { setLanguage } from '../../src/shared/i18n/set-language';
import { useLockState } from '../../src/shared/stores/idle-lock-store';
import { audit, describeViolations } from './accessibility/axe';
import { expectNoBlockingViolationsInDark, present } from './accessibility/gate';
import { existingSession, fill, renderApp, screen, within } from './render-app';

/** The idle lock's prompt in Arabic (translated, right to left) and under axe in both languages. */
const ACCOUNT_LIST = '/permissions-manage/account';

const lockPrompt = (name: string) => screen.findByRole('dialog', { name });

async function expectNoBlockingViolations() {
  const { blocking } = await audit();
  expect(describeViolations(blocking), 'axe: serious or critical violations').toBe('');
}

describe('idle lock prompt in en and ar', () => {
  afterEach(() => {
    useLockState.getState().unlock();
  });

  it('is translated and right to left in Arabic', async () => {
    await setLanguage('ar');
    await existingSession('admin');
    const { user } = renderApp(ACCOUNT_LIST);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /\(قائمة المستخدم\)$/ }));
    await user.click(await screen.findByText('القفل الآن'));
    const prompt = await lockPrompt('وحدة التحكم مقفلة');
    expect(getComputedStyle(prompt).direction).toBe('rtl');
    expect(within(prompt).getByRole('button', { name: 'فتح القفل' })).toBeInTheDocument();
    expect(within(prompt).getByRole('button', { name: /تسجيل الخروج/ })).toBeInTheDocument();
    expect(within(prompt).getByLabelText('كلمة المرور')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Console locked', 'Password'],
    ['ar', 'وحدة التحكم مقفلة', 'كلمة المرور'],
  ] as const)('has no serious or critical axe violation while locked (%s)', async (language, title, label) => {
    if (language !== 'en') await setLanguage(language);
    await existingSession('admin');
    const { user } = renderApp(ACCOUNT_LIST);
    await screen.findByRole('table');
    useLockState.getState().lock();
    const prompt = await lockPrompt(title);
    await expectNoBlockingViolations();
    // With a refused password's message as well.
    // Sent with Enter: a click would leave antd's button wave fading for the dark theme's settle.
    await fill(user, within(prompt).getByLabelText(label), 'wrong');
    await user.keyboard('{Enter}');
    await within(prompt).findByRole('alert');
    await expectNoBlockingViolations();
    if (language === 'en') await expectNoBlockingViolationsInDark(present('.idle-lock__card .ant-alert'));
  });
});
