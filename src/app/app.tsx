import { BrowserRouter } from 'react-router-dom';
import { AppErrorBoundary } from './app-error-boundary';
import { AppProviders } from './providers/app-providers';
import { RootRoutes } from './router/root-routes';

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
