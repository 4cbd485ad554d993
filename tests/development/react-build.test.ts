import { reactBuild } from '../support/react-build';

// The pass that fails on React's warnings needs the build that gives them.
it("runs React's development build, the one with warnings", () => {
  expect(reactBuild()).toBe('development');
});
