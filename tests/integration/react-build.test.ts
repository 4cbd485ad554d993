import { reactBuild } from '../support/react-build';

// vite.config.ts picks the build for our sources (define) and for the pre-bundled React (optimizeDeps):
// missing the second, every browser test ran the slower development build.
it("runs React's production build, as users get it", () => {
  expect(reactBuild()).toBe('production');
});
