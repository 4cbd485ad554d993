import { DatePicker } from 'antd';
import type { ComponentProps } from 'react';
import { visuallyHidden } from './visually-hidden';

type RangePickerProps = ComponentProps<typeof DatePicker.RangePicker>;

/**
 * antd's RangePicker for a form field, with a name for its end box too. The Form.Item's label names the
 * start box (the id it hands down); the end box had only its placeholder, which no longer counts once an
 * error describes both boxes (axe's label-title-only). The end box gets `<id>-end` and a label of its own
 * with the placeholder's text, out of sight as the placeholder already shows it.
 */
export function DateRangeInput({ id, placeholder, ...props }: Omit<RangePickerProps, 'id'> & { id?: string }) {
  const endId = id && `${id}-end`;
  return (
    <>
      <DatePicker.RangePicker {...props} id={endId ? { start: id, end: endId } : undefined} placeholder={placeholder} />
      {endId && placeholder?.[1] && (
        <label htmlFor={endId} style={visuallyHidden}>
          {placeholder[1]}
        </label>
      )}
    </>
  );
}
