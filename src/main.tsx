import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './global.css';

const root = document.getElementById('root')!;

/** A stage missing a setting cannot run: say which, plainly, instead of a blank page. */
function showBootError(error: unknown) {
  const pre = document.createElement('pre');
  pre.className = 'boot-error';
  pre.textContent = error instanceof Error ? error.message : String(error);
  root.replaceChildren(pre);
  console.error(error);
}

async function boot() {
  // Reading the config first fails fast, naming any missing setting.
  await import('./shared/config/app-config');
  // Only builds with VITE_MOCK=true contain the mock backend; elsewhere this branch is removed.
  if (import.meta.env.VITE_MOCK === 'true') {
    const { startMockBackend } = await import('./mocks/browser');
    await startMockBackend();
  }
  const [{ usePreferencesStore }, { setLanguage }, { App }] = await Promise.all([
    import('./shared/stores/preferences-store'),
    import('./shared/i18n/set-language'),
    import('./app/app'),
  ]);
  await setLanguage(usePreferencesStore.getState().language);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

boot().catch(showBootError);
