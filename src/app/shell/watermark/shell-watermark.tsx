import { Watermark } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { HTML_LANG } from '../../../shared/i18n/languages';
import { usePreferencesStore } from '../../../shared/stores/preferences-store';
import { useSessionStore } from '../../../shared/stores/session-store';
import { useToday } from './use-today';
import { useWatermarkOn } from './use-watermark-on';
import './shell-watermark.css';

/** Under the sticky header (z-index 10), over the screen's own layers (table headers, fixed columns). */
const WATERMARK_Z_INDEX = 9;
const NO_LINES: string[] = [];

/** The watermark's lines: the signed-in login, and today's date in the interface language's format. */
export function watermarkLines(login: string, today: Date, language: keyof typeof HTML_LANG): string[] {
  return [login, new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'medium' }).format(today)];
}

/**
 * The screen area under antd's Watermark: the signed-in login and today's date, tiled faintly over
 * every screen (and the drawers and dialogs opened from them), so that a screenshot carries its author.
 * Turned off in the user menu, the same element stays with no text, so the screens inside never remount.
 */
export function ShellWatermark({ children }: { children: ReactNode }) {
  const login = useSessionStore((state) => state.userInfo.login);
  const language = usePreferencesStore((state) => state.language);
  const on = useWatermarkOn();
  const today = useToday();
  const lines = useMemo(() => watermarkLines(login, today, language), [login, today, language]);
  return (
    <Watermark
      className="shell-watermark"
      content={on ? lines : NO_LINES}
      zIndex={WATERMARK_Z_INDEX}
      // Drawn as a background image: it takes no clicks and is no text to assistive technology.
      style={{ overflow: 'visible' }}
    >
      <div className="shell-watermark__screens" data-watermark={on ? lines.join(' · ') : undefined}>
        {children}
      </div>
    </Watermark>
  );
}
