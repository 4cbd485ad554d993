import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '../../../../tests/support/dom';
import { i18n } from '../../i18n/i18n';
import type { Page } from '../../types/page';
import { ListPage } from './list-page';

interface Post {
  id: number;
  title: string;
}

function screenWith(
  fetchPage: (params: Record<string, string | number>) => Promise<Page<Post>>,
  at = '/',
  frame?: (list: ReactNode, page: Page<Post> | undefined) => ReactNode,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[at]}>
      <QueryClientProvider client={client}>
        <App>
          <ListPage<Post>
            title="Posts of a user"
            queryKey={['posts-of-user']}
            fetchPage={fetchPage}
            rowKey="id"
            columns={[{ title: 'Title', dataIndex: 'title', key: 'title' }]}
            filters={[
              { name: 'userId', label: 'User ID', required: true, numeric: true },
              { name: 'title', label: 'Title' },
            ]}
            emptyText="This user has no posts"
            frame={frame}
          />
        </App>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const page = (records: Post[]): Page<Post> => ({ records, total: records.length, current: 1, size: 10 });

beforeAll(async () => {
  await i18n.loadNamespaces(['kit', 'common']);
});

describe('ListPage with a required filter', () => {
  it('asks nothing until the filter is given, and says what it waits for', async () => {
    const user = userEvent.setup();
    const fetchPage = vi.fn(() => Promise.resolve(page([{ id: 7, title: 'Week 12 scan' }])));
    screenWith(fetchPage);
    expect(screen.getByText('Enter User ID and search to see the list.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();

    const form = screen.getByRole('form', { name: 'Filters' });
    await user.click(within(form).getByRole('button', { name: /Search/ }));
    expect(await within(form).findByText('Enter User ID')).toBeInTheDocument();
    expect(fetchPage).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('User ID'), '1000003');
    await user.click(within(form).getByRole('button', { name: /Search/ }));
    expect(await screen.findByRole('cell', { name: 'Week 12 scan' })).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledWith(expect.objectContaining({ userId: '1000003' }), expect.anything());
    expect(within(form).getByLabelText('User ID')).toHaveAttribute('inputmode', 'numeric');
  });

  it('loads at once from an address that gives it, and says when nothing matched', async () => {
    const fetchPage = vi.fn(() => Promise.resolve(page([])));
    screenWith(fetchPage, '/?userId=1000004');
    expect(await screen.findByText('This user has no posts')).toBeInTheDocument();
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/and search to see the list/)).toBeNull();
  });

  it("places the list in the screen's own frame, which sees the page shown", async () => {
    const fetchPage = vi.fn(() => Promise.resolve(page([{ id: 8, title: 'Birth plan' }])));
    screenWith(fetchPage, '/?userId=1000005', (list, shown) => (
      <section aria-label="Posts">
        <h2>{shown ? `${shown.total} posts` : 'Waiting'}</h2>
        {list}
      </section>
    ));
    const region = screen.getByRole('region', { name: 'Posts' });
    expect(await within(region).findByRole('heading', { name: '1 posts' })).toBeInTheDocument();
    expect(within(region).getByRole('cell', { name: 'Birth plan' })).toBeInTheDocument();
  });
});
