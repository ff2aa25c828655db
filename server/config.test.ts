import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, shouldSeedDemo } from './config';
import { parseS3Url } from './lib/s3-file-storage';

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
    const badKeys = (env: Record<string, string>) => {
      try {
        parseConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).badKeys.sort();
      }
    };
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
