import type userEvent from '@testing-library/user-event';
import { RequestError } from '../../src/shared/request/request-error';
import { screen, waitFor, within } from '../support/dom';

/**
 * What the screen tests do with antd's widgets, the way a user does it: find a drawer or a confirmation
 * by its title, pick a select option, type a date range, read the success message; and what a test does
 * when it bypasses the UI: take the mock's refusal of a call.
 */

type User = ReturnType<typeof userEvent.setup>;

/** The success message antd shows at the top of the page ("Saved"). */
export const success = (text: string) => screen.findByText(text, { selector: '.ant-message *' });

/** Pastes into a field where the caret is (after what it holds), as a user pasting would. */
export async function paste(user: User, input: HTMLElement, text: string) {
  input.focus();
  await user.paste(text);
}

/** The open drawer with this title. */
export async function drawerTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-drawer-title' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}

/** The open confirmation (Modal.confirm) with this title. */
export async function confirmDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-confirm-title' });
  return heading.closest('.ant-modal') as HTMLElement;
}

/** Opens the select labelled so in `container` and picks the option shown with this text. */
export async function choose(user: User, container: HTMLElement, label: string, option: string) {
  await user.click(within(container).getByLabelText(label));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  await user.click(options[options.length - 1]);
}

/** Whether a picker's panel is open anywhere on the page. */
const pickerPanelOpen = () => document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)') !== null;

/**
 * Types a RangePicker's start and end, each confirmed with Enter; `placeholders` name its two inputs
 * ("Start" and "End" unless the picker says otherwise). Each part is typed once its input has the focus
 * and the panel is open, and the helper returns once the picker has taken both: its panel closed, the
 * inputs showing them.
 */
export async function typeWindow(
  user: User,
  drawer: HTMLElement,
  start: string,
  end: string,
  [startPlaceholder, endPlaceholder] = ['Start', 'End'],
) {
  const inputs = [startPlaceholder, endPlaceholder].map((placeholder) =>
    within(drawer).getByPlaceholderText(placeholder),
  );
  for (const [index, text] of [start, end].entries()) {
    await user.click(inputs[index]);
    // Opening, the picker writes its value (empty at first) into the input: typed before it opened, the
    // text was wiped on a loaded machine.
    await waitFor(() => {
      expect(inputs[index]).toHaveFocus();
      expect(pickerPanelOpen()).toBe(true);
    });
    await user.keyboard('{Control>}a{/Control}');
    await user.paste(text);
    await waitFor(() => expect(inputs[index]).toHaveValue(text));
    await user.keyboard('{Enter}');
  }
  await waitFor(() => {
    expect(pickerPanelOpen()).toBe(false);
    expect(inputs.map((input) => (input as HTMLInputElement).value)).toEqual([start, end]);
  });
}

/** The request error a call ends with (the mock's refusal when a test bypasses the UI). */
export async function refusalOf(call: Promise<unknown>): Promise<RequestError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}
