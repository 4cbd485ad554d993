import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers/app-providers';
import { RootRoutes } from './router/root-routes';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <RootRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
