import { createElement } from 'react';
import { render } from '../support/dom';
import { ADMIN_SCREENS, groupOf } from '../integration/accessibility/gate';
import { consoleText, isReactOrAntdWarning, watchConsole } from './console-warnings';
import { smokeFilesOf } from './smoke';

/** The group files beside this one (posts-manage.1.test.tsx ...). */
const GROUP_FILES = Object.keys(import.meta.glob('./*.test.tsx'))
  .map((file) => file.replace(/^\.\/|\.test\.tsx$/g, ''))
  .filter((name) => name !== 'coverage');

describe('the development pass', () => {
  it('has the files of every route group with screens (add each missing <name>.test.tsx calling describeSmoke)', () => {
    const groups = [...new Set(ADMIN_SCREENS.map(groupOf))];
    expect([...GROUP_FILES].sort()).toEqual(groups.flatMap(smokeFilesOf).sort());
  });

  it("runs React's development build, and a React warning fails it", () => {
    const logged = watchConsole();
    // Children in an array without keys: only the development build warns.
    render(createElement('ul', null, [createElement('li', null, 'one'), createElement('li', null, 'two')]));
    expect(logged.failures()).toEqual([
      expect.stringContaining('Each child in a list should have a unique "key" prop'),
    ]);
  });

  it("fails on React's and antd's console.warn, not on other libraries' notes", () => {
    expect(isReactOrAntdWarning('[antd] There exists deprecated usage in your code: {…}')).toBe(true);
    expect(isReactOrAntdWarning('componentWillMount has been renamed, and is not recommended for use.')).toBe(true);
    expect(isReactOrAntdWarning('[MSW] Warning: intercepted a request without a matching request handler')).toBe(false);
    expect(isReactOrAntdWarning('[menu] the stored menus are damaged; they are loaded again')).toBe(false);
  });

  it('prints a console call as the console does, filling in its %s', () => {
    expect(consoleText(['%s is %d%c', 'key', 2, 'color: red', 'more'])).toBe('key is 2 more');
  });
});
