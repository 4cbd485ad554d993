import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { THEME } from './theme';

/** [r, g, b, a] of a #rrggbb or rgba() colour. */
function parse(colour: string): [number, number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex) return [parseInt(hex[1], 16), parseInt(hex[2], 16), parseInt(hex[3], 16), 1];
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour.replace(/\s/g, ''));
  if (!rgba) throw new Error(`Not a colour: ${colour}`);
  const [r, g, b, a = '1'] = rgba[1].split(',');
  return [Number(r), Number(g), Number(b), Number(a)];
}

function luminance([r, g, b]: number[]): number {
  const [R, G, B] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R + 0.7152 * G + 0.0722 * B;
}

/** WCAG contrast of a (possibly translucent) foreground over an opaque background. */
function contrast(foreground: string, background: string): number {
  const [r, g, b, a] = parse(foreground);
  const bg = parse(background);
  const blended = [r, g, b].map((c, i) => c * a + bg[i] * (1 - a));
  const [light, dark] = [luminance(blended), luminance(bg)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const token = theme.getDesignToken(THEME) as unknown as Record<string, string>;
const WHITE = '#ffffff';

describe('theme contrast (WCAG AA, 4.5:1 for text)', () => {
  it.each([
    ['primary text on white', token.colorPrimary, WHITE],
    ['white on a primary button', WHITE, token.colorPrimary],
    ['white on a hovered primary button', WHITE, token.colorPrimaryHover],
    ['the selected menu entry', token.colorPrimary, token.colorPrimaryBg],
    ['links', token.colorLink, WHITE],
    ['hovered links', token.colorLinkHover, WHITE],
    ['error text (danger buttons, form errors)', token.colorError, WHITE],
    ['white on a danger button', WHITE, token.colorError],
    ['error text on its tint', token.colorErrorText, token.colorErrorBg],
    ['success text on its tint', token.colorSuccess, token.colorSuccessBg],
    ['success text', token.colorSuccessText, WHITE],
    ['warning text on its tint', token.colorWarning, token.colorWarningBg],
    ['warning text', token.colorWarningText, WHITE],
    ['info text on its tint', token.colorInfo, token.colorInfoBg],
    ['secondary text', token.colorTextDescription, WHITE],
    ['secondary text on the light grey of cards and uploads', token.colorTextDescription, '#f5f5f5'],
    ['tertiary text', token.colorTextTertiary, WHITE],
    ['placeholders', token.colorTextPlaceholder, WHITE],
    ["an empty table's text", THEME.components!.Table!.colorTextDisabled!, WHITE],
  ])('%s', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  // Every preset colour a <Tag color="..."> can take: its text (shade 7) on its background (shade 1),
  // under both names antd gives a shade (`green7`, and `green-7`, which the CSS variable is made from).
  it.each([
    'blue',
    'purple',
    'cyan',
    'green',
    'magenta',
    'pink',
    'red',
    'orange',
    'yellow',
    'volcano',
    'geekblue',
    'lime',
    'gold',
  ])('the %s tag', (colour) => {
    expect(contrast(token[`${colour}7`], token[`${colour}1`])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token[`${colour}-7`], token[`${colour}-1`])).toBeGreaterThanOrEqual(4.5);
  });
});
