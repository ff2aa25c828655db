import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, shouldSeedDemo } from './config';

describe('configuration from the environment', () => {
  it('gives working defaults for an empty environment', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 3000,
      DATA_DIR: './data',
      UPLOAD_MAX_BYTES: 4 * 1024 * 1024,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('stops with the list of every bad key', () => {
    const attempt = () =>
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SESSION_IDLE_MINUTES: '-5', HOST: '0.0.0.0' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      expect((error as ConfigError).badKeys.sort()).toEqual(['DATABASE_URL', 'PORT', 'SESSION_IDLE_MINUTES']);
    }
  });

  it('treats an empty value as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('never seeds demo accounts in production, even with SEED_DEMO=true', () => {
    expect(shouldSeedDemo(parseConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(shouldSeedDemo(parseConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }))).toBe(false);
    expect(shouldSeedDemo(parseConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' }))).toBe(false);
  });

  it('seeds demo accounts outside production unless SEED_DEMO=false', () => {
    expect(shouldSeedDemo(parseConfig({}))).toBe(true);
    expect(shouldSeedDemo(parseConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(shouldSeedDemo(parseConfig({ NODE_ENV: 'test', SEED_DEMO: 'true' }))).toBe(true);
    expect(shouldSeedDemo(parseConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }))).toBe(false);
  });
});
