/**
 * What fails the development pass, by what reaches the console while a screen opens and closes:
 *
 * - every console.error. React's development build reports its warnings there (missing keys, invalid DOM
 *   nesting, props a DOM element does not take, a setState during another component's render), antd and
 *   its rc components theirs ("Warning: [antd: Modal] `destroyOnClose` is deprecated…", "Warning: Instance
 *   created by `useForm` is not connected…"), and the console its crashes (the error boundaries). A screen
 *   that opens cleanly logs none.
 * - a console.warn from React or antd. antd's carry "[antd" (its summary of deprecated props) or rc's
 *   "Note: " prefix; React's are the few its builds send to console.warn, recognised by their text
 *   (REACT_WARN below). Other console.warn calls pass: MSW's, i18next's, ECharts' and the console's own
 *   "[menu] …" notes speak of data and set-up, not of how the components are used.
 */
const ANTD_WARN = /\[antd[:\]]|^Note: /;
/** React 19's console.warn texts (react and react-dom development builds). */
const REACT_WARN =
  /has been renamed, and is not recommended|is deprecated in plain JavaScript React classes|outdated JSX transform|React Hook use\w*Effect requires an effect callback|Using Maps as children|inside startTransition|cancelled a View Transition|FragmentInstance|copyWithRename|cache instance was|hydrate through createRoot|An error occurred in the </;

/** A console call's text as the console prints it: printf-style %s, %d, %i, %f, %o, %O, %c filled in. */
export function consoleText(args: readonly unknown[]): string {
  const rest = [...args];
  const show = (value: unknown) =>
    typeof value === 'string' ? value : value instanceof Error ? (value.stack ?? value.message) : String(value);
  const first = rest.shift();
  if (typeof first !== 'string') return [first, ...rest].map(show).join(' ');
  const filled = first.replace(/%[sdifoOc]/g, (directive) => {
    if (rest.length === 0) return directive;
    const value = rest.shift();
    return directive === '%c' ? '' : show(value);
  });
  return [filled, ...rest.map(show)].join(' ').trim();
}

export const isReactOrAntdWarning = (text: string) => ANTD_WARN.test(text) || REACT_WARN.test(text);

/**
 * Spies on console.error and console.warn (still printing, so a run's log shows them) until the test ends
 * (restoreMocks). `failures()` are the calls the rule above fails on, each as `error: …` or `warn: …`.
 */
export function watchConsole() {
  const error = vi.spyOn(console, 'error');
  const warn = vi.spyOn(console, 'warn');
  return {
    failures: (): string[] => [
      ...error.mock.calls.map((args) => `error: ${consoleText(args)}`),
      ...warn.mock.calls
        .map((args) => consoleText(args))
        .filter(isReactOrAntdWarning)
        .map((text) => `warn: ${text}`),
    ],
  };
}
