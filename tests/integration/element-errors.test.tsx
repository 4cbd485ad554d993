import { render, screen, waitFor } from '../support/dom';

/** What a query that found nothing throws inside a wait, caught at its first try. */
async function errorInsideAWait(): Promise<Error> {
  let caught: Error | undefined;
  await waitFor(() => {
    try {
      screen.getByRole('button', { name: 'Nowhere' });
    } catch (error) {
      caught = error as Error;
    }
  });
  return caught!;
}

describe('the browser tests’ query errors', () => {
  it('print the page only when read, for the tries inside a wait', async () => {
    render(<p>Shown</p>);
    const error = await errorInsideAWait();
    expect(Object.getOwnPropertyDescriptor(error, 'message')?.get).toBeTypeOf('function');
    expect(error.message).toContain('Unable to find role="button"');
    expect(error.message).toContain('Shown');
  });

  it('still name the query and show the page when a wait times out', async () => {
    render(<p>Shown</p>);
    const failure = await screen
      .findByRole('button', { name: 'Nowhere' }, { timeout: 100 })
      .catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/Unable to find role="button" and name "Nowhere"[\s\S]*Shown/);
  });

  it('print the page at once outside a wait', () => {
    render(<p>Shown</p>);
    const error = (() => {
      try {
        screen.getByRole('button', { name: 'Nowhere' });
      } catch (caught) {
        return caught as Error;
      }
    })()!;
    expect(Object.getOwnPropertyDescriptor(error, 'message')?.value).toContain('Shown');
  });
});
