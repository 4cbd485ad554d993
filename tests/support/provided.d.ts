import 'vitest';

declare module 'vitest' {
  /** What vite.config.ts hands the browser tests (`test.provide`). */
  export interface ProvidedContext {
    /** How many times slower than the reference machine this one runs (scripts/machine-speed.mjs). */
    slowdown: number;
  }
}
