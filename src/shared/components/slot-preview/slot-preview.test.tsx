import { render, screen, within } from '../../../../tests/support/dom';
import { describe, expect, it } from 'vitest';
import { SlotPreview } from './slot-preview';

const IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="690" height="240"><rect width="690" height="240"/></svg>',
  );

describe('SlotPreview', () => {
  it("draws the slot's proportions at the width it is given, never wider than the slot", () => {
    render(
      <div style={{ width: 1000 }}>
        <SlotPreview width={690} height={240} label="Banner 690 × 240" alt="Preview" empty="No image" maxWidth={345} />
      </div>,
    );
    const figure = screen.getByRole('figure', { name: 'Banner 690 × 240' });
    const frame = figure.querySelector('.slot-preview__frame') as HTMLElement;
    expect(within(figure).getByText('No image')).toBeInTheDocument();
    expect(within(figure).queryByRole('img')).toBeNull();
    const box = frame.getBoundingClientRect();
    expect(box.width).toBeCloseTo(345, 0);
    // 690:240 is 2.875:1; borders included.
    expect(box.width / box.height).toBeCloseTo(690 / 240, 1);
  });

  it('covers the frame with the image and lays the title over it in its own direction', () => {
    render(
      <SlotPreview
        src={IMAGE}
        width={100}
        height={50}
        label="Small slot"
        alt="Preview"
        empty="No image"
        overlay="عرض خاص"
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Small slot' });
    expect(within(figure).getByRole('img', { name: 'Preview' })).toHaveStyle({ objectFit: 'cover' });
    expect(within(figure).getByText('عرض خاص')).toHaveAttribute('dir', 'auto');
    // A slot narrower than maxWidth is drawn at its own width.
    expect(figure.getBoundingClientRect().width).toBeLessThanOrEqual(100);
  });
});
