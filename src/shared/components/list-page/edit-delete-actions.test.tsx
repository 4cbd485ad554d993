import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '../../../../tests/support/dom';
import { i18n } from '../../i18n/i18n';
import { useMenuStore } from '../../stores/menu-store';
import { deleteAction, editAction } from './edit-delete-actions';
import { RowActions } from './row-actions';

interface Sale {
  id: number;
  name: string;
  live: boolean;
}
const sale: Sale = { id: 1, name: 'Spring sale', live: false };
const t = i18n.t.bind(i18n);

beforeAll(async () => {
  await i18n.loadNamespaces(['kit', 'common']);
});

beforeEach(() => {
  useMenuStore.setState({ actions: ['/sales:edit', '/sales:delete'] });
});

describe('editAction and deleteAction', () => {
  it('edits at once and deletes after the question, then says so', async () => {
    const user = userEvent.setup();
    const edit = vi.fn();
    const remove = vi.fn(() => Promise.resolve());
    const onDone = vi.fn();
    render(
      <App>
        <RowActions
          row={sale}
          onDone={onDone}
          actions={[
            editAction<Sale>(t, { permission: '/sales:edit', run: edit }),
            deleteAction<Sale>(t, { permission: '/sales:delete', confirm: 'Delete this sale?', run: remove }),
          ]}
        />
      </App>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(edit).toHaveBeenCalledWith(sale);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Delete this sale?' });
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith(sale);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it('names the row where asked, and shows only what the admin holds and the row allows', () => {
    useMenuStore.setState({ actions: ['/sales:delete'] });
    render(
      <App>
        <RowActions
          row={sale}
          onDone={() => {}}
          actions={[
            editAction<Sale>(t, { permission: '/sales:edit', run: () => {}, name: (row) => row.name }),
            deleteAction<Sale>(t, {
              permission: '/sales:delete',
              confirm: 'Delete this sale?',
              name: (row) => row.name,
              available: (row) => !row.live,
              run: () => Promise.resolve(),
            }),
          ]}
        />
      </App>,
    );
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    const remove = screen.getByRole('button', { name: 'Delete Spring sale' });
    expect(remove).toHaveTextContent('Delete');
  });

  it('hides an action the row does not allow', () => {
    render(
      <App>
        <RowActions
          row={{ ...sale, live: true }}
          onDone={() => {}}
          actions={[
            deleteAction<Sale>(t, {
              permission: '/sales:delete',
              confirm: 'Delete this sale?',
              available: (row) => !row.live,
              run: () => Promise.resolve(),
            }),
          ]}
        />
      </App>,
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
