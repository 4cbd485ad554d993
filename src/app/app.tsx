import { BrowserRouter } from 'react-router-dom';
import { AppErrorBoundary } from './app-error-boundary';
import { AppProviders } from './providers/app-providers';
import { RootRoutes } from './router/root-routes';
// Before the router listens to popstate, so that the unsaved-changes guard can hold browser back.
import '../shared/unsaved-changes/pop-state-interceptor';

export function App() {
  return (
    <AppProviders>
      <AppErrorBoundary>
        <BrowserRouter>
          <RootRoutes />
        </BrowserRouter>
      </AppErrorBoundary>
    </AppProviders>
  );
}
