import { type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clampMenuWidth, MENU_WIDTH, usePreferencesStore } from '../../shared/stores/preferences-store';

/** A key press moves the edge by this much (px). */
const KEY_STEP = 16;

/**
 * The side menu's edge, dragged (or moved with the arrow keys once focused) to widen or narrow the menu;
 * the width is kept with the preferences. In Arabic the menu is on the right, so dragging left widens it.
 */
export function MenuResizer() {
  const { t } = useTranslation('shell');
  const width = usePreferencesStore((state) => state.menuWidth);
  const setWidth = usePreferencesStore((state) => state.setMenuWidth);
  const isRtl = usePreferencesStore((state) => state.isRtl);
  const outward = isRtl ? -1 : 1;

  // The pointer leaves the thin edge at once: the page follows it until the button is released.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const start = { x: event.clientX, width };
    const move = (moved: globalThis.PointerEvent) => setWidth(start.width + (moved.clientX - start.x) * outward);
    const end = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: KEY_STEP * outward, ArrowLeft: -KEY_STEP * outward }[event.key];
    const next =
      step !== undefined
        ? width + step
        : event.key === 'Home'
          ? MENU_WIDTH.min
          : event.key === 'End'
            ? MENU_WIDTH.max
            : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setWidth(clampMenuWidth(next));
  };

  return (
    <div
      className="shell__menu-resizer"
      role="separator"
      aria-orientation="vertical"
      aria-label={t('resizeMenu')}
      aria-valuemin={MENU_WIDTH.min}
      aria-valuemax={MENU_WIDTH.max}
      aria-valuenow={width}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  );
}
