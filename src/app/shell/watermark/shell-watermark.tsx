import { theme } from 'antd';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { HTML_LANG } from '../../../shared/i18n/languages';
import { usePreferencesStore } from '../../../shared/stores/preferences-store';
import { useSessionStore } from '../../../shared/stores/session-store';
import { useToday } from './use-today';
import { useWatermarkOn } from './use-watermark-on';
import { drawWatermarkTile, TILE } from './watermark-tile';
import './shell-watermark.css';

/** The watermark's lines: the signed-in login, and today's date in the interface language's format. */
export function watermarkLines(login: string, today: Date, language: keyof typeof HTML_LANG): string[] {
  return [login, new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'medium' }).format(today)];
}

/**
 * Drawers and modals open outside the screen area (antd puts them at the end of <body>): the same tile
 * reaches them through a custom property on <html> that shell-watermark.css paints over their panels.
 */
function useOverlayWatermark(tile: string | undefined) {
  useLayoutEffect(() => {
    if (!tile) return;
    const { style } = document.documentElement;
    style.setProperty('--console-watermark', `url("${tile}")`);
    style.setProperty('--console-watermark-size', `${TILE.width}px ${TILE.height}px`);
    return () => {
      style.removeProperty('--console-watermark');
      style.removeProperty('--console-watermark-size');
    };
  }, [tile]);
}

/**
 * The screen area with the signed-in login and today's date tiled faintly over it (a repeated background
 * image on an overlay that takes no clicks and is no text to assistive technology), so that a screenshot
 * carries its author. Turned off in the user menu, the overlay goes and the screens inside stay mounted.
 *
 * Not antd's Watermark: it watches every DOM change under the screen area (a MutationObserver over the
 * subtree, to redraw a removed mark), which doubled the longest task while a 10,000-row list scrolled.
 */
export function ShellWatermark({ children }: { children: ReactNode }) {
  const login = useSessionStore((state) => state.userInfo.login);
  const language = usePreferencesStore((state) => state.language);
  const on = useWatermarkOn();
  const today = useToday();
  const { token } = theme.useToken();
  const lines = useMemo(() => watermarkLines(login, today, language), [login, today, language]);
  const tile = useMemo(
    () => (on ? drawWatermarkTile(lines, token.colorFill, `14px ${token.fontFamily}`) : undefined),
    [on, lines, token.colorFill, token.fontFamily],
  );
  useOverlayWatermark(tile);
  return (
    <div className="shell-watermark">
      <div className="shell-watermark__screens" data-watermark={on ? lines.join(' · ') : undefined}>
        {children}
      </div>
      {tile && (
        <div
          aria-hidden
          className="shell-watermark__mark"
          style={{ backgroundImage: `url("${tile}")`, backgroundSize: `${TILE.width}px ${TILE.height}px` }}
        />
      )}
    </div>
  );
}
