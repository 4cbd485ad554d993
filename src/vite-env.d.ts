/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_STAGE: string;
  readonly VITE_MOCK: string;
  readonly VITE_API_BASE: string;
}

/** Set at build time: identifies this deployment so the app can notice a newer one. */
declare const __BUILD_ID__: string;
