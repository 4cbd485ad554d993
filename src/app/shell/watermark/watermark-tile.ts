import { textDirection } from '../../../shared/utils/text-direction';

/** The tile's size in CSS pixels: two short lines, turned, with room around them. */
export const TILE = { width: 280, height: 180 } as const;
const LINE_HEIGHT = 20;
const ANGLE = (-22 * Math.PI) / 180;

/**
 * One watermark tile as a PNG data URL: the lines centred and turned, in the given colour and font, drawn
 * at the screen's pixel ratio. The screen area repeats it as a background image. Each line runs in its own
 * direction (a canvas outside the page would draw every line left to right, putting an Arabic date's parts
 * out of order).
 */
export function drawWatermarkTile(lines: string[], color: string, font: string): string | undefined {
  if (!lines.length) return undefined;
  const ratio = window.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.width = TILE.width * ratio;
  canvas.height = TILE.height * ratio;
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  context.scale(ratio, ratio);
  context.translate(TILE.width / 2, TILE.height / 2);
  context.rotate(ANGLE);
  context.fillStyle = color;
  context.font = font;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  lines.forEach((line, index) => {
    context.direction = textDirection(line);
    context.fillText(line, 0, (index - (lines.length - 1) / 2) * LINE_HEIGHT);
  });
  return canvas.toDataURL('image/png');
}
