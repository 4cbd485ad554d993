import { theme as antdTheme, type ThemeConfig } from 'antd';

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
const BRAND_PRIMARY = '#c2185b';
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

/**
 * The dark theme: antd's dark algorithm, held to the same 4.5:1 for every text colour on the dark
 * surfaces (#141414 containers, #1f1f1f menus and dialogs, and the lighter greys of fills up to #262626).
 *
 * No colour can carry white text at 4.5:1 and also read as text at 4.5:1 on #141414, so the dark theme
 * does what dark themes commonly do (Material's among them): light accents, read as text on the dark
 * surfaces, and dark text on the solid accents (primary and danger buttons, badges, the selected date,
 * steps, switches). `colorTextLightSolid` is that dark text; the components whose solid background stays
 * dark (tooltips, image and upload overlays, the spinner's tip, the sider trigger) keep white.
 *
 * The dark algorithm derives its colours from the seeds (a seed is not used as is: #ff8fb8 becomes
 * #dc7d9f), so the seeds here are the lighter ones that derive to readable colours; theme.test.ts checks
 * the computed tokens.
 */
/** Secondary text on dark: 0.6 white is 7.1:1 on #141414 and 6.4:1 on #262626 (antd's 0.45 is 4.5:1 at best). */
const DARK_SECONDARY_TEXT = 'rgba(255, 255, 255, 0.6)';
/** Text on the solid accents of the dark theme. */
const DARK_TEXT_ON_ACCENT = 'rgba(0, 0, 0, 0.88)';
const WHITE_TEXT = { colorTextLightSolid: '#ffffff' };

/** Tag text the dark palette leaves under 4.5:1 on its tint (purple 3.4:1, geekblue 4.2:1): shade 8. */
const DARK_TAG_TEXT = Object.fromEntries(
  Object.entries({ purple: '#ab7ae0', geekblue: '#7f9ef3' }).flatMap(([colour, text]) => [
    [`${colour}7`, text],
    [`${colour}-7`, text],
  ]),
);

export const DARK_THEME: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  token: {
    // Derives to #dc7d9f: 5.4:1 on #262626, and dark text on it 6.7:1.
    colorPrimary: '#ff8fb8',
    // The selected menu entry's tint: the derived one (#5b3945) leaves the pink on it at 3.5:1.
    colorPrimaryBg: '#3d2531',
    colorPrimaryBgHover: '#46283a',
    // Derives to #789fdc (5.6:1 on #262626); antd darkens links on hover, lighter keeps them readable.
    colorInfo: '#8ab8ff',
    colorLink: '#8ab8ff',
    colorLinkHover: '#a3c1e8',
    // Derives to #dc7d7d: 5.2:1 on #262626.
    colorError: '#ff9090',
    colorTextLightSolid: DARK_TEXT_ON_ACCENT,
    colorTextTertiary: DARK_SECONDARY_TEXT,
    colorTextDescription: DARK_SECONDARY_TEXT,
    colorTextPlaceholder: DARK_SECONDARY_TEXT,
    ...DARK_TAG_TEXT,
  },
  components: {
    Table: { colorTextDisabled: DARK_SECONDARY_TEXT },
    Tooltip: WHITE_TEXT,
    Image: WHITE_TEXT,
    Upload: WHITE_TEXT,
    Spin: WHITE_TEXT,
    Tour: WHITE_TEXT,
    Layout: WHITE_TEXT,
  },
};

export interface Appearance {
  dark: boolean;
  compact: boolean;
  /** Off for users whose system asks for reduced motion. */
  motion: boolean;
}

/**
 * The class antd defines its CSS variables (`--ant-color-bg-layout` ...) on. AppProviders puts it on
 * <html> too, so the page's own CSS can use the theme's tokens everywhere, outside antd's components.
 */
export const THEME_CSS_VAR_KEY = 'css-var-app';

/** The antd theme for an appearance: light or dark, optionally compact (antd's algorithms combine). */
export function themeFor({ dark, compact, motion }: Appearance): ThemeConfig {
  const base = dark ? DARK_THEME : THEME;
  const algorithms = [dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm];
  if (compact) algorithms.push(antdTheme.compactAlgorithm);
  return {
    ...base,
    algorithm: algorithms.length === 1 ? algorithms[0] : algorithms,
    cssVar: { key: THEME_CSS_VAR_KEY },
    token: motion ? base.token : { ...base.token, motion: false },
  };
}
