import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../../tests/support/dom';
import { i18n } from '../i18n/i18n';
import { QueryState } from './query-state';

const query = <T,>(state: { data?: T; error?: Error }) => ({
  isError: Boolean(state.error),
  error: state.error ?? null,
  data: state.data,
  refetch: vi.fn(),
});

beforeAll(async () => {
  await i18n.loadNamespaces(['kit', 'common']);
});

describe('QueryState', () => {
  it('says why it failed and asks again on Retry', async () => {
    const user = userEvent.setup();
    const failed = query<string[]>({ error: new Error('The server is resting') });
    render(<QueryState query={failed}>{(names) => names.join()}</QueryState>);
    expect(screen.getByText('The list could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The server is resting')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows its placeholder while loading, then the content or that there is none', () => {
    const view = (state: { data?: string[] }) => (
      <QueryState query={query(state)} loading={<p>Loading names</p>} isEmpty={(names) => names.length === 0}>
        {(names) => <p>{names.join(', ')}</p>}
      </QueryState>
    );
    const { rerender } = render(view({}));
    expect(screen.getByText('Loading names')).toBeInTheDocument();
    rerender(view({ data: [] }));
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    rerender(view({ data: ['Amal', 'Bea'] }));
    expect(screen.getByText('Amal, Bea')).toBeInTheDocument();
    expect(screen.queryByText('Loading names')).toBeNull();
  });

  it('draws a node that shows its own loading at once', () => {
    render(
      <QueryState query={query<string[]>({})}>
        <p>Table loading</p>
      </QueryState>,
    );
    expect(screen.getByText('Table loading')).toBeInTheDocument();
  });
});
