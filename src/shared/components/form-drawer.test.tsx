import { render, screen } from '../../../tests/support/dom';
import userEvent from '@testing-library/user-event';
import { App, Form, Input } from 'antd';
import { FormDrawer } from './form-drawer';

/** What the browser does before the tab closes or the page reloads: true when the page asked to stay. */
function pageAsksBeforeLeaving(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

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
    expect(pageAsksBeforeLeaving()).toBe(false);

    await user.type(name, 'Editors');
    expect(pageAsksBeforeLeaving()).toBe(true);
  });

  it('lets the page go once the drawer is closed', async () => {
    const user = userEvent.setup();
    const view = renderDrawer();
    await user.type(await screen.findByLabelText('Name'), 'Editors');
    view.rerender(drawer(false));
    expect(pageAsksBeforeLeaving()).toBe(false);
  });
});
