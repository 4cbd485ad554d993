/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readConfig } from './src/shared/config/read-config.ts';

const ENV_DIR = 'env';
const FRAMEWORK_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|zustand|use-sync-external-store)[\\/]/;

/** Writes version.json next to index.html so a running console can notice a newer deployment. */
function versionFile(buildId: string): Plugin {
  return {
    name: 'admin-console-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ buildId }) });
    },
  };
}

export default defineConfig(({ mode }) => {
  // Fail the build or the dev server at once, naming any setting the stage lacks.
  readConfig(loadEnv(mode, ENV_DIR, 'VITE_'));
  const buildId = process.env.BUILD_ID ?? new Date().toISOString();

  return {
    envDir: ENV_DIR,
    plugins: [react(), versionFile(buildId)],
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    build: {
      manifest: true,
      sourcemap: false,
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // What every page needs at boot travels as one file, which compresses better than many.
            groups: [{ name: 'framework', test: FRAMEWORK_PACKAGES }],
          },
        },
      },
    },
    server: { port: 5173, host: '127.0.0.1' },
    preview: { port: 4173, host: '127.0.0.1' },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./tests/setup/vitest.setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
      css: false,
      testTimeout: 60000,
      hookTimeout: 20000,
      pool: 'forks',
    },
  };
});
