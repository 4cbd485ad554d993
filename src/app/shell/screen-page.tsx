import { Suspense } from 'react';
import { FullScreenLoading } from '../../shared/components/full-screen-loading';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import type { ScreenRoute } from '../../shared/menu/build-routes';
import { menuName } from '../../shared/menu/menu-name';
import { usePreferencesStore } from '../../shared/stores/preferences-store';
import { lazyScreen } from '../router/lazy-screen';
import { screenRegistry } from '../router/screen-registry';

/** A permitted screen: its lazily loaded module, titled with its menu name in the interface language. */
export function ScreenPage({ route }: { route: ScreenRoute }) {
  const language = usePreferencesStore((state) => state.language);
  useDocumentTitle(menuName(route.name, language));
  const loader = screenRegistry.loaderOf(route.path);
  if (!loader) throw new Error(`No screen module for ${route.path}`);
  const Screen = lazyScreen(route.path, loader);
  return (
    <Suspense fallback={<FullScreenLoading inline />}>
      {/* lazyScreen caches one component per uri, so this is the same component on every render. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Screen />
    </Suspense>
  );
}
