import type { ComponentType } from 'react';

export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

/**
 * The screens, found from the files: src/screens/<group>/<screen>.tsx serves the uri /<group>/<screen>.
 * Each is its own lazily loaded chunk. There is no hand-kept table of uris.
 */
const files = import.meta.glob<ScreenModule>([
  '/src/screens/**/*.tsx',
  '!/src/screens/**/*.test.tsx',
  '!/src/screens/**/_*/**',
]);

export function uriOfScreenFile(file: string): string {
  return file.replace(/^\/src\/screens/, '').replace(/\.tsx$/, '');
}

export function createScreenRegistry(modules: Record<string, () => Promise<unknown>>) {
  const loaders = new Map<string, ScreenLoader>(
    Object.entries(modules).map(([file, load]) => [uriOfScreenFile(file), load as ScreenLoader]),
  );
  return {
    hasScreen: (uri: string) => loaders.has(uri),
    loaderOf: (uri: string) => loaders.get(uri),
    uris: () => [...loaders.keys()],
  };
}

export const screenRegistry = createScreenRegistry(files);
