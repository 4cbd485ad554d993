/** The settings each stage in env/ must provide. Pure so that vite.config.ts and the app share it. */
export const REQUIRED_ENV_KEYS = [
  'VITE_STAGE',
  'VITE_MOCK',
  'VITE_API_BASE',
  'VITE_H5_DOMAIN',
  'VITE_H5_PATH_PREFIX',
  'VITE_CHAT_APP_KEY',
  'VITE_CHAT_APP_AUTHORIZE_URL',
  'VITE_RESOURCE_URL',
  'VITE_CRM_URL',
] as const;

type EnvKey = (typeof REQUIRED_ENV_KEYS)[number];

export interface AppConfig {
  stage: string;
  mock: boolean;
  apiBase: string;
  h5Domain: string;
  h5PathPrefix: string;
  chatAppKey: string;
  chatAppAuthorizeUrl: string;
  resourceUrl: string;
  crmUrl: string;
  /** Minutes without activity before the console locks (optional `VITE_IDLE_LOCK_MINUTES`, default 15). */
  idleLockMinutes: number;
  /**
   * The gateway streams what other consoles change (`npm run mock:server` does; optional
   * `VITE_LIVE_CHANGES=true`): queues refresh live. The in-browser mock always does, across tabs.
   */
  liveChanges: boolean;
}

export class ConfigError extends Error {
  readonly missing: string[];
  constructor(missing: string[]) {
    super(`Missing settings for this stage: ${missing.join(', ')}. Add them to the stage's file in env/.`);
    this.name = 'ConfigError';
    this.missing = missing;
  }
}

export function readConfig(env: Record<string, unknown>): AppConfig {
  const missing = REQUIRED_ENV_KEYS.filter((key) => {
    const value = env[key];
    return typeof value !== 'string' || value.trim() === '';
  });
  if (missing.length > 0) throw new ConfigError(missing);
  const get = (key: EnvKey) => String(env[key]).trim();
  return {
    stage: get('VITE_STAGE'),
    mock: get('VITE_MOCK') === 'true',
    apiBase: get('VITE_API_BASE'),
    h5Domain: get('VITE_H5_DOMAIN'),
    h5PathPrefix: get('VITE_H5_PATH_PREFIX'),
    chatAppKey: get('VITE_CHAT_APP_KEY'),
    chatAppAuthorizeUrl: get('VITE_CHAT_APP_AUTHORIZE_URL'),
    resourceUrl: get('VITE_RESOURCE_URL'),
    crmUrl: get('VITE_CRM_URL'),
    idleLockMinutes: readIdleLockMinutes(env.VITE_IDLE_LOCK_MINUTES),
    liveChanges: String(env.VITE_LIVE_CHANGES ?? '').trim() === 'true',
  };
}

export const DEFAULT_IDLE_LOCK_MINUTES = 15;
/** Up to a day: a longer idle time is no lock at all. */
const MAX_IDLE_LOCK_MINUTES = 1440;

/** The optional idle-lock setting: blank or absent means the default; anything but 1 to 1440 whole minutes stops the start. */
export function readIdleLockMinutes(value: unknown): number {
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return DEFAULT_IDLE_LOCK_MINUTES;
  const minutes = Number(String(value).trim());
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_IDLE_LOCK_MINUTES) {
    throw new Error(
      `VITE_IDLE_LOCK_MINUTES must be a whole number of minutes from 1 to ${MAX_IDLE_LOCK_MINUTES}, not ${JSON.stringify(value)}.`,
    );
  }
  return minutes;
}
