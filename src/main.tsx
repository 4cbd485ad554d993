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
  const [{ usePreferencesStore }, { setLanguage }, { App }, { preloadScreen, LOGIN_PAGE_KEY }] = await Promise.all([
    import('./shared/stores/preferences-store'),
    import('./shared/i18n/set-language'),
    import('./app/app'),
    import('./app/router/lazy-screen'),
  ]);
  await Promise.all([
    setLanguage(usePreferencesStore.getState().language),
    // In place before the first render, the login page shows at once instead of after a loading view.
    window.location.pathname === '/login' &&
      preloadScreen(LOGIN_PAGE_KEY, () => import('./app/pages/login/login-page')),
  ]);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

boot().catch(showBootError);
