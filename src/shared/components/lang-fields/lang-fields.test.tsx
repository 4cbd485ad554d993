import { render, screen, waitFor, within } from '../../../../tests/support/dom';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { LangFields } from './lang-fields';

beforeAll(async () => {
  await i18n.loadNamespaces('kit');
});

function renderForm(onFinish = vi.fn()) {
  const user = userEvent.setup();
  const view = render(
    <Form name="notice" onFinish={onFinish}>
      <LangFields
        name="texts"
        fields={[
          { key: 'title', label: 'Title', maxLength: 10 },
          { key: 'content', label: 'Description', multiline: true },
        ]}
        requireOneComplete
      />
      <Button htmlType="submit">Submit</Button>
    </Form>,
  );
  return { user, onFinish, ...view };
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const panel = (language: string) =>
  document.getElementById(`notice_texts_${language}_title`)!.closest('[role="tabpanel"]') as HTMLElement;
const input = (language: string, field: string) =>
  document.getElementById(`notice_texts_${language}_${field}`) as HTMLInputElement;

describe('LangFields', () => {
  it('has a tab per content language, in the spec order, each with the fields named per language', () => {
    renderForm();
    expect(screen.getAllByRole('tab').map((el) => el.textContent)).toEqual([
      'English',
      'Arabic',
      'French',
      'Malay',
      'Indonesian',
      'Chinese',
    ]);
    for (const language of ['en', 'ar', 'fr', 'ms', 'ind', 'zh']) {
      expect(within(panel(language)).getByLabelText('Title')).toBe(input(language, 'title'));
      expect(within(panel(language)).getByLabelText('Description')).toBe(input(language, 'content'));
    }
  });

  it('writes Arabic right to left and the other languages left to right, whatever the page direction', () => {
    document.documentElement.dir = 'rtl';
    try {
      renderForm();
      expect(input('ar', 'title')).toHaveAttribute('dir', 'rtl');
      expect(input('ar', 'content')).toHaveAttribute('dir', 'rtl');
      expect(input('ar', 'title')).toHaveAttribute('lang', 'ar');
      expect(input('en', 'title')).toHaveAttribute('dir', 'ltr');
      expect(input('ind', 'content')).toHaveAttribute('lang', 'id');
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });

  it('refuses a form where no language has both title and description, and saves every language otherwise', async () => {
    const { user, onFinish } = renderForm();
    await user.click(tab('French'));
    await user.click(input('fr', 'title'));
    await user.paste('Nouveau');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('At least one language must have both title and description.')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();

    await user.click(tab('Arabic'));
    await user.click(input('ar', 'title'));
    await user.paste('تحديث');
    await user.click(input('ar', 'content'));
    await user.paste('إصلاحات');
    await waitFor(() =>
      expect(screen.queryByText('At least one language must have both title and description.')).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0].texts).toMatchObject({
      fr: { title: 'Nouveau' },
      ar: { title: 'تحديث', content: 'إصلاحات' },
    });
  });

  it('marks the tab whose fields have errors, and only that one', async () => {
    const { user } = renderForm();
    await user.click(tab('Malay'));
    await user.click(input('ms', 'title'));
    await user.paste('Versi baharu yang panjang');
    expect(await screen.findByText('Title can have at most 10 characters')).toBeInTheDocument();
    expect(within(tab('Malay')).getByLabelText('has errors')).toBeInTheDocument();
    expect(within(tab('English')).queryByLabelText('has errors')).not.toBeInTheDocument();

    await user.clear(input('ms', 'title'));
    await user.paste('Baharu');
    await waitFor(() => expect(within(tab('Malay')).queryByLabelText('has errors')).not.toBeInTheDocument());
  });
});
