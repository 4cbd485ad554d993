/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_STAGE: string;
  readonly VITE_MOCK: string;
  readonly VITE_API_BASE: string;
}

/** Each screen's translation namespaces by uri, read from the sources at build time (scripts/screen-namespaces-plugin.ts). */
declare module 'virtual:screen-namespaces' {
  const namespaces: Record<string, string[]>;
  export default namespaces;
}

/** Set at build time: identifies this deployment so the app can notice a newer one. */
declare const __BUILD_ID__: string;
