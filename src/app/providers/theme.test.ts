import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { DARK_THEME, THEME, themeFor } from './theme';

/** Every preset colour a <Tag color="..."> can take. */
const TAG_COLOURS = [
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
];

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
  it.each(TAG_COLOURS)('the %s tag', (colour) => {
    expect(contrast(token[`${colour}7`], token[`${colour}1`])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token[`${colour}-7`], token[`${colour}-1`])).toBeGreaterThanOrEqual(4.5);
  });
});

const dark = theme.getDesignToken(DARK_THEME) as unknown as Record<string, string>;
const darkComponents = DARK_THEME.components!;
/** The dark surfaces text sits on: containers, the page, menus and dialogs, and the lightest fills (table headers, cards). */
const DARK_SURFACES = [dark.colorBgContainer, dark.colorBgLayout, dark.colorBgElevated, '#262626'];

describe('dark theme contrast (WCAG AA, 4.5:1 for text)', () => {
  it('is dark', () => {
    expect(dark.colorBgContainer).toBe('#141414');
    expect(contrast(dark.colorText, dark.colorBgContainer)).toBeGreaterThan(10);
  });

  it.each([
    ['text', dark.colorText],
    ['primary text (the brand colour as text: tabs, pagination, the selected menu entry)', dark.colorPrimary],
    ['links', dark.colorLink],
    ['hovered links', dark.colorLinkHover],
    ['error text (danger buttons, form errors)', dark.colorError],
    ['error text (typography)', dark.colorErrorText],
    ['success text', dark.colorSuccess],
    ['success text (typography)', dark.colorSuccessText],
    ['warning text', dark.colorWarning],
    ['warning text (typography)', dark.colorWarningText],
    ['info text', dark.colorInfo],
    ['secondary text', dark.colorTextSecondary],
    ['descriptions', dark.colorTextDescription],
    ['tertiary text', dark.colorTextTertiary],
    ['placeholders', dark.colorTextPlaceholder],
    ["an empty table's text", darkComponents.Table!.colorTextDisabled!],
  ])('%s on every dark surface', (_name, foreground) => {
    for (const surface of DARK_SURFACES) expect(contrast(foreground, surface), surface).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['the selected menu entry', dark.colorPrimary, dark.colorPrimaryBg],
    ['the selected menu entry, hovered', dark.colorPrimary, dark.colorPrimaryBgHover],
    ['dark text on a primary button', dark.colorTextLightSolid, dark.colorPrimary],
    ['dark text on a hovered primary button', dark.colorTextLightSolid, dark.colorPrimaryHover],
    ['dark text on a danger button', dark.colorTextLightSolid, dark.colorError],
    ['dark text on a hovered danger button', dark.colorTextLightSolid, dark.colorErrorHover],
    ['error text on its tint', dark.colorErrorText, dark.colorErrorBg],
    ['success text on its tint', dark.colorSuccess, dark.colorSuccessBg],
    ['warning text on its tint', dark.colorWarning, dark.colorWarningBg],
    ['info text on its tint', dark.colorInfo, dark.colorInfoBg],
    ['white tooltip text on its grey', darkComponents.Tooltip!.colorTextLightSolid!, dark.colorBgSpotlight],
  ])('%s', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(TAG_COLOURS)('the %s tag', (colour) => {
    expect(contrast(dark[`${colour}7`], dark[`${colour}1`])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark[`${colour}-7`], dark[`${colour}-1`])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('themeFor (the appearance the admin chose)', () => {
  const tokenOf = (appearance: Parameters<typeof themeFor>[0]) =>
    theme.getDesignToken(themeFor(appearance)) as unknown as Record<string, string | number | boolean>;

  it('gives the light or the dark tokens', () => {
    expect(tokenOf({ dark: false, compact: false, motion: true }).colorBgContainer).toBe('#ffffff');
    expect(tokenOf({ dark: false, compact: false, motion: true }).colorPrimary).toBe(token.colorPrimary);
    expect(tokenOf({ dark: true, compact: false, motion: true }).colorBgContainer).toBe('#141414');
    expect(tokenOf({ dark: true, compact: false, motion: true }).colorPrimary).toBe(dark.colorPrimary);
  });

  it('makes controls smaller when compact, in either theme', () => {
    for (const isDark of [false, true]) {
      const comfortable = tokenOf({ dark: isDark, compact: false, motion: true });
      const compact = tokenOf({ dark: isDark, compact: true, motion: true });
      expect(comfortable.controlHeight).toBe(32);
      expect(compact.controlHeight).toBeLessThan(32);
      expect(compact.colorBgContainer).toBe(comfortable.colorBgContainer);
    }
  });

  it('turns motion off when the system asks for less', () => {
    expect(tokenOf({ dark: true, compact: true, motion: false }).motion).toBe(false);
    expect(tokenOf({ dark: true, compact: true, motion: true }).motion).toBe(true);
  });
});
