import { render, screen, waitFor, within } from '../../../../tests/support/dom';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { Suspense, useMemo } from 'react';
import { createIdChecker } from './id-list';
import { IdListInput, useIdListRules } from './id-list-input';

const EXISTING = new Set(['1001', '1002', '1003']);

function Harness({ onSave, check = true }: { onSave: (ids: string[]) => void; check?: boolean }) {
  const checker = useMemo(() => createIdChecker(async (ids) => ids.filter((id) => !EXISTING.has(id))), []);
  const rules = useIdListRules({ checker: check ? checker : undefined, pattern: /^\d+$/ });
  return (
    <Form onFinish={(values: { ids: string[] }) => onSave(values.ids)}>
      <Form.Item name="ids" label="User IDs" rules={rules}>
        <IdListInput checker={check ? checker : undefined} pattern={/^\d+$/} />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

function renderHarness(check = true) {
  const onSave = vi.fn();
  const user = userEvent.setup();
  render(
    <Suspense fallback="loading">
      <Harness onSave={onSave} check={check} />
    </Suspense>,
  );
  return { onSave, user };
}

describe('IdListInput', () => {
  it('parses the spec separators, shows each ID once with the count, and saves the list', async () => {
    const { onSave, user } = renderHarness();
    const input = await screen.findByLabelText('User IDs');
    await user.click(input);
    await user.paste(' 1001；1002， 1003 ');
    const chips = screen.getByRole('list', { name: 'Entered IDs' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1001', '1002', '1003']);
    expect(screen.getByText('IDs: 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(['1001', '1002', '1003']));
  });

  it('blocks the form naming unknown, repeated and malformed IDs, and keeps the text', async () => {
    const { onSave, user } = renderHarness();
    const input = await screen.findByLabelText('User IDs');
    await user.click(input);
    await user.paste('1001;9999;1002;8888');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('These IDs do not exist: 9999; 8888')).toBeInTheDocument();
    expect(input).toHaveValue('1001;9999;1002;8888');
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(input);
    await user.paste('1001;1002;1001');
    expect(await screen.findByText('Entered more than once: 1001')).toBeInTheDocument();
    await user.clear(input);
    await user.paste('1001;abc');
    expect(await screen.findByText('Not a valid ID: abc')).toBeInTheDocument();
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter at least one ID')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('without a check, counts repeats once and lets the form save', async () => {
    const { onSave, user } = renderHarness(false);
    const input = await screen.findByLabelText('User IDs');
    await user.click(input);
    await user.paste('5;5;6');
    expect(screen.getByText('Repeats counted once: 1')).toBeInTheDocument();
    expect(screen.getByText('IDs: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(['5', '5', '6']));
  });
});
