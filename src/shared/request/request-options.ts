import 'axios';

/** Per-call switches on top of axios's own config. */
interface RequestOptions {
  /** Do not show the error message for this call (the caller handles it). */
  silent?: boolean;
  /** Do not turn the global table-loading flag on for this call. */
  skipLoading?: boolean;
  /** Send the body form-encoded (`a[]=1&a[]=2`) instead of JSON. */
  form?: boolean;
  /** Sent even while the console is locked (the lock's own calls); every other call waits for the password. */
  whileLocked?: boolean;
}

declare module 'axios' {
  // Augments axios's config so the interceptors can read the switches.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AxiosRequestConfig extends RequestOptions {}
}
