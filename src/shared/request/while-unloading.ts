import type { AxiosRequestConfig } from 'axios';

/** For a call made as the tab closes: a keepalive fetch, which the browser finishes after the page is gone. */
export const WHILE_UNLOADING: AxiosRequestConfig = { adapter: 'fetch', fetchOptions: { keepalive: true } };
