import { ConfigError, readConfig, REQUIRED_ENV_KEYS } from './read-config';

const complete = Object.fromEntries(REQUIRED_ENV_KEYS.map((key) => [key, `value-of-${key}`]));

describe('readConfig', () => {
  it('reads every setting of a complete stage', () => {
    const config = readConfig({ ...complete, VITE_MOCK: 'true', VITE_H5_PATH_PREFIX: '/to-h5' });
    expect(config.mock).toBe(true);
    expect(config.h5PathPrefix).toBe('/to-h5');
    expect(config.apiBase).toBe('value-of-VITE_API_BASE');
  });

  it('treats anything but "true" as the mock backend being off', () => {
    expect(readConfig({ ...complete, VITE_MOCK: 'false' }).mock).toBe(false);
  });

  it('listens to a live stream of changes only when the stage says "true"', () => {
    expect(readConfig(complete).liveChanges).toBe(false);
    expect(readConfig({ ...complete, VITE_LIVE_CHANGES: 'yes' }).liveChanges).toBe(false);
    expect(readConfig({ ...complete, VITE_LIVE_CHANGES: ' true ' }).liveChanges).toBe(true);
  });

  it('names every missing or blank setting in its message', () => {
    const env: Record<string, unknown> = { ...complete, VITE_CRM_URL: '  ' };
    delete env.VITE_CHAT_APP_KEY;
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(/VITE_CHAT_APP_KEY, VITE_CRM_URL/);
  });
});
