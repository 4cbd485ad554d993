import { render, screen, waitFor } from '../../../tests/support/dom';
import { pageAsksBeforeLeaving } from '../../../tests/support/leaving-the-page';
import { deferred } from '../../../tests/support/promises';
import userEvent from '@testing-library/user-event';
import { App, Form, Input } from 'antd';
import { FormDrawer } from './form-drawer';

function drawer(open: boolean) {
  return (
    <App>
      <FormDrawer<{ name: string }> open={open} title="New role" onSubmit={async () => {}} onClose={() => {}}>
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
      </FormDrawer>
    </App>
  );
}

const renderDrawer = () => render(drawer(true));

describe('FormDrawer before the page is left', () => {
  it('has the browser ask before closing the tab or reloading while the form holds changes', async () => {
    const user = userEvent.setup();
    renderDrawer();
    const name = await screen.findByLabelText('Name');
    expect(await pageAsksBeforeLeaving()).toBe(false);

    await user.type(name, 'Editors');
    expect(await pageAsksBeforeLeaving()).toBe(true);
  });

  it('lets the page go as soon as the drawer is closed, while it still slides out', async () => {
    const user = userEvent.setup();
    const view = renderDrawer();
    const name = await screen.findByLabelText('Name');
    await user.type(name, 'Editors');
    // A drawer that finished sliding in keeps its form on screen while it slides out.
    await waitFor(() => expect(document.querySelector('[class*="-motion-"][class*="-appear"]')).toBeNull());
    view.rerender(drawer(false));
    expect(name).toBeInTheDocument();
    expect(await pageAsksBeforeLeaving()).toBe(false);
  });
});

describe('FormDrawer saving', () => {
  /** A drawer whose Name rule waits for `check` (a server-side uniqueness check, say). */
  function checkedDrawer(check: Promise<void>, onSubmit: (values: { name: string }) => Promise<unknown>) {
    return (
      <App>
        <FormDrawer<{ name: string }> open title="New role" onSubmit={onSubmit} onClose={() => {}}>
          <Form.Item name="name" label="Name" rules={[{ validator: () => check }]}>
            <Input />
          </Form.Item>
        </FormDrawer>
      </App>
    );
  }

  it('submits once when Save is double-clicked while a rule is still checking', async () => {
    const user = userEvent.setup();
    const check = deferred();
    const saved = deferred();
    const onSubmit = vi.fn(() => saved.promise);
    render(checkedDrawer(check.promise, onSubmit));
    const name = await screen.findByLabelText('Name');
    await user.type(name, 'Editors');

    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(name).toBeDisabled();
    check.resolve();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    saved.resolve();
    // Both clicks' checks waited for the same answer: a second submission would have come by now.
    await waitFor(() => expect(name).toBeEnabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Editors' });
  });

  it('submits once on Enter in a lone field', async () => {
    const user = userEvent.setup();
    const check = deferred();
    const onSubmit = vi.fn(async () => {});
    render(checkedDrawer(check.promise, onSubmit));
    const name = await screen.findByLabelText('Name');
    await user.type(name, 'Editors{Enter}');
    expect(name).toBeDisabled();
    check.resolve();
    await waitFor(() => expect(name).toBeEnabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed, and shows why, when the save fails', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.reject(new Error('The name Editors is taken')));
    render(checkedDrawer(Promise.resolve(), onSubmit));
    const name = await screen.findByLabelText('Name');
    await user.type(name, 'Editors');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The name Editors is taken');
    expect(name).toHaveValue('Editors');
    expect(name).toBeEnabled();
  });
});
