import { render, screen, waitFor } from '../../../../tests/support/dom';
import { drawnOutOfOrder, endsOf, visibleText } from '../../../../tests/support/text-layout';
import { describe, expect, it } from 'vitest';
import { UserText } from './user-text';

const QUESTION = 'Which hospital did you choose?';
const LONG = 'I packed the hospital bag three weeks early and here is my checklist for anyone who asks me anyway';
const letters = (text: string) => text.replace(/\s/g, '');

/** The text as a right-to-left page shows it, in a box of the given width. */
function inArabicPage(node: React.ReactNode, width = 600) {
  return render(
    <div dir="rtl" lang="ar" style={{ width, fontSize: 14 }}>
      مرحبا {node} شكرا
    </div>,
  );
}

describe('UserText', () => {
  it('draws an English sentence left to right in a right-to-left page, its question mark at its end', () => {
    inArabicPage(<UserText>{QUESTION}</UserText>);
    const text = screen.getByText(QUESTION);
    expect(drawnOutOfOrder(text)).toBeNull();
    const { first, last } = endsOf(text);
    expect(last.left).toBeGreaterThan(first.left);
  });

  it('keeps a Chinese question and an Arabic sentence in their own directions', () => {
    render(
      <div dir="ltr" style={{ width: 600 }}>
        <p dir="rtl">
          سؤال: <UserText>你选的是哪家医院？</UserText>
        </p>
        <p>
          Comment: <UserText>هل اخترت المستشفى؟</UserText>
        </p>
      </div>,
    );
    expect(drawnOutOfOrder(screen.getByText('你选的是哪家医院？'))).toBeNull();
    const arabic = endsOf(screen.getByText('هل اخترت المستشفى؟'));
    expect(arabic.last.left).toBeLessThan(arabic.first.left);
  });

  it('cuts one line at the end of the text in its own direction and shows the whole on hover', async () => {
    inArabicPage(<UserText lines={1}>{LONG}</UserText>, 200);
    const text = screen.getByText(LONG);
    expect(drawnOutOfOrder(text)).toBeNull();
    // What shows is the beginning ("I packed the…"), not the end ("…anyway").
    const shown = visibleText(text);
    expect(letters(LONG).startsWith(shown)).toBe(true);
    expect(shown.length).toBeGreaterThan(5);
    await waitFor(() => expect(text).toHaveAttribute('title', LONG));
  });

  it('cuts several lines at the end of the last one, and has no hover text when nothing is cut', async () => {
    const { rerender } = inArabicPage(<UserText lines={2}>{LONG}</UserText>, 200);
    const text = screen.getByText(LONG);
    expect(drawnOutOfOrder(text)).toBeNull();
    const { first } = endsOf(text);
    expect(first.left - text.getBoundingClientRect().left).toBeLessThan(2);
    await waitFor(() => expect(text).toHaveAttribute('title', LONG));

    rerender(
      <div dir="rtl" style={{ width: 600 }}>
        <UserText lines={2}>{QUESTION}</UserText>
      </div>,
    );
    await waitFor(() => expect(screen.getByText(QUESTION)).not.toHaveAttribute('title'));
  });

  it('gains its hover text when its box narrows, and loses it when the box widens again', async () => {
    const { rerender } = render(
      <div style={{ width: 600 }}>
        <UserText lines={1}>{QUESTION}</UserText>
      </div>,
    );
    const text = screen.getByText(QUESTION);
    expect(text).not.toHaveAttribute('title');
    rerender(
      <div style={{ width: 60 }}>
        <UserText lines={1}>{QUESTION}</UserText>
      </div>,
    );
    await waitFor(() => expect(text).toHaveAttribute('title', QUESTION));
    rerender(
      <div style={{ width: 600 }}>
        <UserText lines={1}>{QUESTION}</UserText>
      </div>,
    );
    await waitFor(() => expect(text).not.toHaveAttribute('title'));
  });

  it('shows nothing for no text, and text as text, never markup', () => {
    const { container } = render(
      <>
        <UserText>{null}</UserText>
        <UserText>{'<b>bold</b>'}</UserText>
      </>,
    );
    expect(container.querySelectorAll('bdi')).toHaveLength(1);
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<b>bold</b>')).toHaveAttribute('dir', 'auto');
  });
});
