import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../shared/components/error-boundary';
import { isChunkLoadError } from './router/chunk-errors';

/**
 * The recovery view of the last resort, in plain HTML: it must work when what crashed is the component
 * library or the shell itself, and it keeps the login page's code small.
 */
function AppRecovery({ error, reset }: { error: unknown; reset: () => void }) {
  const { t } = useTranslation('shell');
  const chunk = isChunkLoadError(error);
  return (
    <main className="app-recovery" role="alert">
      <h1>{t(chunk ? 'chunkError.title' : 'screenError.title')}</h1>
      {chunk && <p>{t('chunkError.description')}</p>}
      <button type="button" onClick={chunk ? () => window.location.reload() : reset}>
        {t(chunk ? 'chunkError.reload' : 'screenError.retry')}
      </button>
    </main>
  );
}

/**
 * Around the whole console: a crash outside the screens (the login page, the shell, a chunk that failed
 * even after the reload) shows a recovery view instead of a white page.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={(error, reset) => <AppRecovery error={error} reset={reset} />}>{children}</ErrorBoundary>
  );
}
