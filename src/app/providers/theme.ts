import type { ThemeConfig } from 'antd';

/**
 * The console's antd theme. Every colour that antd uses for text, or as the background of white text,
 * reaches WCAG AA contrast (4.5:1) on white and on its own light tint (theme.test.ts checks the
 * computed tokens; tests/integration/accessibility.test.tsx checks the rendered pages with axe-core).
 *
 * antd's defaults do not: its primary-on-white, link blue, error red, grey secondary text (0.45 black),
 * placeholders (0.25 black) and the text of its green, gold, orange, cyan, lime, yellow and volcano
 * tags are all between 1.8:1 and 4.4:1.
 */

/** The brand pink, dark enough for white text on it and for pink text on white (5.9:1). */
export const BRAND_PRIMARY = '#c2185b';
/** Secondary text, descriptions, placeholders and icons: 0.58 black is 5.3:1 on white, 4.9:1 on #f5f5f5. */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.58)';

/**
 * The text of the preset tag colours (<Tag color="green">, shade 7 on shade 1): the next darker shade of
 * each antd palette where the default one is under 4.5:1. antd keeps each palette under two token names
 * (`green7` and `green-7`) that share one CSS variable (`--ant-green-7`), so both are set.
 */
const TAG_TEXT = Object.fromEntries(
  Object.entries({
    green: '#237804',
    gold: '#874d00',
    orange: '#ad4e00',
    cyan: '#006d75',
    lime: '#3f6600',
    yellow: '#876800',
    volcano: '#ad2102',
  }).flatMap(([colour, text]) => [
    [`${colour}7`, text],
    [`${colour}-7`, text],
  ]),
);

export const THEME: ThemeConfig = {
  token: {
    colorPrimary: BRAND_PRIMARY,
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    // antd lightens links on hover (2.8:1); darker keeps them readable while hovered.
    colorLinkHover: '#003eb3',
    colorError: '#c9141f',
    // Status text (tags, typography, icons) in darker green and amber; the tinted backgrounds and
    // borders stay antd's light defaults, which a darker seed would otherwise darken too.
    colorSuccess: '#2f7d0e',
    colorSuccessBg: '#f6ffed',
    colorSuccessBgHover: '#d9f7be',
    colorSuccessBorder: '#b7eb8f',
    colorSuccessBorderHover: '#95de64',
    colorWarning: '#a35c00',
    colorWarningBg: '#fffbe6',
    colorWarningBgHover: '#fff1b8',
    colorWarningBorder: '#ffe58f',
    colorWarningBorderHover: '#ffd666',
    colorTextTertiary: SECONDARY_TEXT,
    colorTextDescription: SECONDARY_TEXT,
    colorTextPlaceholder: SECONDARY_TEXT,
    // Text of the preset tag colours (<Tag color="green">) on their tinted backgrounds.
    ...TAG_TEXT,
  },
  components: {
    // An empty table says so in antd's disabled grey (1.8:1); it is text to read, not a disabled control.
    Table: { colorTextDisabled: SECONDARY_TEXT },
  },
};

/** The same theme for users whose system asks for reduced motion: antd's transitions are off. */
export const THEME_WITHOUT_MOTION: ThemeConfig = { ...THEME, token: { ...THEME.token, motion: false } };
