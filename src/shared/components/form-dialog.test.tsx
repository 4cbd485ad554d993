import userEvent from '@testing-library/user-event';
import { App, Form, Input } from 'antd';
import { render, screen, waitFor, within } from '../../../tests/support/dom';
import { deferred } from '../../../tests/support/promises';
import { FormDialog } from './form-dialog';

/** A dialog whose Reason rule waits for `check` (a server-side check, say). */
function dialog(check: Promise<void>, onSubmit: (values: { reason: string }) => Promise<unknown>) {
  return (
    <App>
      <FormDialog<{ reason: string }>
        open
        title="Clear this profile?"
        okText="Clear"
        name="clear"
        onSubmit={onSubmit}
        onClose={() => {}}
      >
        <Form.Item name="reason" label="Reason" rules={[{ validator: () => check }]}>
          <Input.TextArea />
        </Form.Item>
      </FormDialog>
    </App>
  );
}

describe('FormDialog', () => {
  it('runs its action once when the button is double-clicked while a rule is still checking', async () => {
    const user = userEvent.setup();
    const check = deferred();
    const done = deferred();
    const onSubmit = vi.fn(() => done.promise);
    render(dialog(check.promise, onSubmit));
    const modal = await screen.findByRole('dialog', { name: 'Clear this profile?' });
    const reason = within(modal).getByLabelText('Reason');
    await user.type(reason, 'Spam');

    await user.dblClick(within(modal).getByRole('button', { name: 'Clear' }));
    expect(reason).toBeDisabled();
    check.resolve();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    done.resolve();
    // Both clicks' checks waited for the same answer: a second run would have come by now.
    await waitFor(() => expect(reason).toBeEnabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'Spam' });
  });

  it('keeps what was typed, and shows why, when the action fails', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.reject(new Error('The profile is locked')));
    render(dialog(Promise.resolve(), onSubmit));
    const modal = await screen.findByRole('dialog', { name: 'Clear this profile?' });
    const reason = within(modal).getByLabelText('Reason');
    await user.type(reason, 'Spam');
    await user.click(within(modal).getByRole('button', { name: 'Clear' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('The profile is locked');
    expect(reason).toHaveValue('Spam');
    expect(reason).toBeEnabled();
  });
});
