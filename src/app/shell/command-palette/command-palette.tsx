import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Modal, type InputRef } from 'antd';
import { Suspense, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMenuStore } from '../../../shared/stores/menu-store';
import { usePreferencesStore } from '../../../shared/stores/preferences-store';
import { isMacPlatform } from '../../../shared/utils/file-size';
import { matchScreens, type PaletteResult } from './match-screens';
import './command-palette.css';
import { tabLocationOf } from '../tabs/tabs-store';
import { isLocked } from '../../../shared/stores/idle-lock-store';

/** Ctrl+K, or Cmd+K on a Mac; by the key's position too, so it works with an Arabic keyboard layout. */
function isPaletteShortcut(
  event: Pick<globalThis.KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    (event.key.toLowerCase() === 'k' || event.code === 'KeyK')
  );
}

/**
 * The command palette: Ctrl+K / Cmd+K anywhere in the console, or the header's button, opens a dialog
 * that finds any screen the admin may open by its name in any interface language or by its uri; arrow
 * keys and Enter (or a click) open it, Escape closes, and the focus goes back where it was.
 */
export function CommandPalette() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.isComposing || !isPaletteShortcut(event) || isLocked()) return;
      // The browser's own Ctrl+K (its search box) gives way inside the console.
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <Suspense fallback={null}>
      <PaletteButton onOpen={() => setOpen(true)} />
      <PaletteDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}

function PaletteButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('appearance');
  const mac = isMacPlatform(navigator.platform ?? '');
  return (
    <Button
      type="text"
      icon={<SearchOutlined />}
      onClick={onOpen}
      aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
      className="command-palette__trigger"
    >
      <span className="command-palette__trigger-label">{t('palette.open')}</span>
      <kbd className="command-palette__kbd">{mac ? '⌘ K' : 'Ctrl K'}</kbd>
    </Button>
  );
}

function PaletteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('appearance');
  const input = useRef<InputRef>(null);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('palette.title')}
      footer={null}
      width={560}
      destroyOnHidden
      className="command-palette"
      afterOpenChange={(visible) => visible && input.current?.focus()}
    >
      <PaletteSearch input={input} onClose={onClose} />
    </Modal>
  );
}

/** The search box (a combobox) and the screens it finds (a listbox); the active one by aria-activedescendant. */
function PaletteSearch({ input, onClose }: { input: RefObject<InputRef | null>; onClose: () => void }) {
  const { t } = useTranslation('appearance');
  const navigate = useNavigate();
  const language = usePreferencesStore((state) => state.language);
  const routes = useMenuStore((state) => state.routes);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const results = useMemo(() => matchScreens(routes, query, language), [routes, query, language]);
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const activeIndex = Math.min(active, results.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    list.current?.children[activeIndex]?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  const openScreen = (result: PaletteResult) => {
    onClose();
    // An open tab comes back as it was left (its filters, its page), as from the side menu.
    navigate(tabLocationOf(result.path));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count) setActive((activeIndex + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing && results[activeIndex]) {
      event.preventDefault();
      openScreen(results[activeIndex]);
    }
  };

  return (
    <div className="command-palette__body">
      <Input
        ref={input}
        autoFocus
        role="combobox"
        aria-label={t('palette.search')}
        aria-autocomplete="list"
        aria-expanded={results.length > 0}
        {...(results.length > 0 ? { 'aria-controls': listId, 'aria-activedescendant': optionId(activeIndex) } : {})}
        placeholder={t('palette.search')}
        prefix={<SearchOutlined aria-hidden />}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
      />
      <div role="status" className="command-palette__status">
        {results.length ? t('palette.count', { count: results.length }) : t('palette.empty', { query: query.trim() })}
      </div>
      {results.length > 0 && (
        <ul ref={list} id={listId} role="listbox" aria-label={t('palette.results')} className="command-palette__list">
          {results.map((result, index) => (
            <li
              key={result.path}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className="command-palette__option"
              onMouseMove={() => index !== activeIndex && setActive(index)}
              onClick={() => openScreen(result)}
            >
              <span className="command-palette__name">{result.name}</span>
              <span className="command-palette__uri" dir="ltr">
                {result.path}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="command-palette__help">{t('palette.help')}</p>
    </div>
  );
}
