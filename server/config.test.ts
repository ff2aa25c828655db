import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, shouldSeedDemo } from './config';
import { parseS3Url } from './lib/s3-file-storage';

const production = {
  NODE_ENV: 'production',
  CREDIT_REFERENCE_URL: 'https://agency.example',
  BACS_BUREAU_URL: 'https://bureau.example',
};
const bureau = { BACS_BUREAU_URL: 'https://bureau.example' };

function badKeys(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).badKeys.sort();
  }
}

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
    expect(shouldSeedDemo(parseConfig(production))).toBe(false);
    expect(shouldSeedDemo(parseConfig({ ...production, SEED_DEMO: 'true' }))).toBe(false);
    expect(shouldSeedDemo(parseConfig({ ...production, SEED_DEMO: 'false' }))).toBe(false);
  });

  it('refuses production without a credit reference agency, and reads its address and timeout', () => {
    expect(badKeys({ NODE_ENV: 'production', ...bureau })).toEqual(['CREDIT_REFERENCE_URL']);
    expect(badKeys({ NODE_ENV: 'production', CREDIT_REFERENCE_URL: '', ...bureau })).toEqual([
      'CREDIT_REFERENCE_URL',
    ]);
    expect(badKeys({ NODE_ENV: 'production', PORT: 'x', ...bureau })).toEqual([
      'CREDIT_REFERENCE_URL',
      'PORT',
    ]);
    expect(
      badKeys({ NODE_ENV: 'production', CREDIT_REFERENCE_URL: 'ftp://agency.example', ...bureau }),
    ).toEqual(['CREDIT_REFERENCE_URL']);
    expect(parseConfig(production)).toMatchObject({
      CREDIT_REFERENCE_URL: 'https://agency.example',
      CREDIT_REFERENCE_TIMEOUT_MS: 2500,
    });
    // Backup and restore decide nothing: they start in production without one.
    expect(parseConfig({ NODE_ENV: 'production' }, { serving: false }).CREDIT_REFERENCE_URL).toBeUndefined();
    // Outside production it may be unset: server/main.ts then starts the simulated agency.
    expect(parseConfig({ NODE_ENV: 'development' }).CREDIT_REFERENCE_URL).toBeUndefined();
    expect(parseConfig({ CREDIT_REFERENCE_URL: 'http://127.0.0.1:4010' }).CREDIT_REFERENCE_URL).toBe(
      'http://127.0.0.1:4010',
    );
    expect(parseConfig({ CREDIT_REFERENCE_TIMEOUT_MS: '800' }).CREDIT_REFERENCE_TIMEOUT_MS).toBe(800);
    for (const timeout of ['50', '60000', '1.5', 'soon']) {
      expect(badKeys({ CREDIT_REFERENCE_TIMEOUT_MS: timeout }), timeout).toEqual([
        'CREDIT_REFERENCE_TIMEOUT_MS',
      ]);
    }
  });

  it('refuses production without a Bacs bureau, and reads its address and timeout', () => {
    const agency = { NODE_ENV: 'production', CREDIT_REFERENCE_URL: 'https://agency.example' };
    expect(badKeys(agency)).toEqual(['BACS_BUREAU_URL']);
    expect(badKeys({ ...agency, BACS_BUREAU_URL: 'ftp://bureau.example' })).toEqual(['BACS_BUREAU_URL']);
    expect(badKeys({ NODE_ENV: 'production' })).toEqual(['BACS_BUREAU_URL', 'CREDIT_REFERENCE_URL']);
    expect(parseConfig(production)).toMatchObject({
      BACS_BUREAU_URL: 'https://bureau.example',
      BACS_BUREAU_TIMEOUT_MS: 2500,
    });
    // Backup and restore collect nothing: they start in production without one.
    expect(parseConfig({ NODE_ENV: 'production' }, { serving: false }).BACS_BUREAU_URL).toBeUndefined();
    // Outside production it may be unset: server/main.ts then starts the simulated bureau.
    expect(parseConfig({ NODE_ENV: 'development' }).BACS_BUREAU_URL).toBeUndefined();
    for (const timeout of ['50', '60000', 'soon']) {
      expect(badKeys({ BACS_BUREAU_TIMEOUT_MS: timeout }), timeout).toEqual(['BACS_BUREAU_TIMEOUT_MS']);
    }
  });

  it('seeds demo accounts outside production unless SEED_DEMO=false', () => {
    expect(shouldSeedDemo(parseConfig({}))).toBe(true);
    expect(shouldSeedDemo(parseConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(shouldSeedDemo(parseConfig({ NODE_ENV: 'test', SEED_DEMO: 'true' }))).toBe(true);
    expect(shouldSeedDemo(parseConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }))).toBe(false);
  });

  it('reads an S3 uploads store from STORAGE_URL, and names every bad part of it', () => {
    const config = parseConfig({
      STORAGE_URL: 's3://quayside-uploads/prod?endpoint=http%3A%2F%2F127.0.0.1%3A9999&region=eu-west-2',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(parseS3Url(config.STORAGE_URL!)).toEqual({
      bucket: 'quayside-uploads',
      prefix: 'prod/',
      endpoint: 'http://127.0.0.1:9999',
      region: 'eu-west-2',
      pathStyle: true,
    });
    expect(parseS3Url('s3://quayside-uploads')).toMatchObject({ prefix: '', pathStyle: false });
    for (const url of [
      'https://bucket',
      's3://A_Bucket',
      's3://ab',
      's3://bucket?endpoint=ftp://x',
      's3://bucket?colour=blue',
      's3://user:pass@bucket',
      's3://bucket/a b',
    ]) {
      expect(badKeys({ STORAGE_URL: url }), url).toEqual(['STORAGE_URL']);
    }
    // A key without its secret stops the start rather than falling back to other credentials.
    expect(badKeys({ STORAGE_URL: 's3://bucket', S3_ACCESS_KEY_ID: 'id' })).toEqual(['S3_SECRET_ACCESS_KEY']);
    expect(badKeys({ S3_SECRET_ACCESS_KEY: 'secret', PORT: 'x' })).toEqual(['PORT', 'S3_ACCESS_KEY_ID']);
    expect(badKeys({ REDIS_KEY_PREFIX: 'has space' })).toEqual(['REDIS_KEY_PREFIX']);
    expect(parseConfig({}).REDIS_KEY_PREFIX).toBe('quayside-rl:');
  });
});
