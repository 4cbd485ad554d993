import axe from 'axe-core';
import { waitFor } from '../support/dom';
import { setLanguage } from '../../src/shared/i18n/set-language';
import type { Language } from '../../src/shared/i18n/languages';
import { BLOCKING_IMPACTS, describeViolations } from './accessibility/axe';
import { existingSession, fill, renderApp, screen, within } from './render-app';

/**
 * The masked values' own UI under axe-core (the gate's rules: WCAG 2.0 to 2.2 A and AA, best practices;
 * serious and critical fail): a masked and a revealed value in a list, the reason dialog and the reveal
 * log, in English and in Arabic. Each part is audited on its own, so the check is about this UI.
 */
async function expectAccessible(element: Element) {
  const { violations } = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    resultTypes: ['violations'],
  });
  const blocking = violations.filter((violation) => violation.impact && BLOCKING_IMPACTS.includes(violation.impact));
  expect(describeViolations(blocking)).toBe('');
}

const TEXT = {
  en: {
    reveal: 'Reveal email address',
    hide: 'Hide email address',
    question: 'Why do you need to see this email address in full?',
    ok: 'Reveal',
    reason: 'Reason',
    log: /Reveal log/,
  },
  ar: {
    reveal: 'إظهار عنوان البريد الإلكتروني',
    hide: 'إخفاء عنوان البريد الإلكتروني',
    question: 'لماذا تحتاج إلى رؤية عنوان البريد الإلكتروني كاملًا؟',
    ok: 'إظهار',
    reason: 'السبب',
    log: /سجل الإظهار/,
  },
} as const;

describe.each(['en', 'ar'] as Language[])('personal data accessibility in %s', (language) => {
  const text = TEXT[language as 'en' | 'ar'];

  it('passes axe with masked and revealed values, the reason dialog and the reveal log', async () => {
    if (language !== 'en') await setLanguage(language);
    await existingSession('admin');
    const { user } = renderApp('/permissions-manage/account?login=moderator');
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('m***@console.example.invalid')).closest('tr') as HTMLElement;
    await expectAccessible(table);

    await user.click(within(row).getByRole('button', { name: text.reveal }));
    const dialog = (await screen.findByText(text.question, { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    await expectAccessible(dialog);
    await fill(user, within(dialog).getByLabelText(text.reason), 'Audit of the rota');
    await user.click(within(dialog).getByRole('button', { name: text.ok }));
    expect(await within(row).findByText('moderator@console.example.invalid')).toBeInTheDocument();
    await within(row).findByRole('button', { name: text.hide });
    await expectAccessible(row);

    await user.click(screen.getByRole('button', { name: text.log }));
    const log = await screen.findByRole('dialog', { name: text.log });
    await waitFor(() => expect(within(log).getByText('Audit of the rota')).toBeInTheDocument());
    await expectAccessible(log.closest('.ant-drawer')!);
  });
});
