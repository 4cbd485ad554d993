import { readConfig } from './read-config';

/** The running stage's settings; importing this module throws a ConfigError naming what is missing. */
export const appConfig = readConfig(import.meta.env);
