import type { Config } from '../config';
import { type FileStorage, localFileStorage } from './file-storage';
import { parseS3Url, s3FileStorage } from './s3-file-storage';

const opened = new Map<string, FileStorage>();

/**
 * The uploads store a configuration names: the S3 bucket of STORAGE_URL, else DATA_DIR/uploads. One per
 * store and process, so its client (connections, credentials) and its keys in flight are shared by every
 * request.
 */
export function fileStorageFor(
  config: Pick<Config, 'DATA_DIR' | 'STORAGE_URL' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>,
): FileStorage {
  const identity = config.STORAGE_URL
    ? `${config.STORAGE_URL} ${config.S3_ACCESS_KEY_ID ?? ''}`
    : `folder ${config.DATA_DIR}`;
  let storage = opened.get(identity);
  if (!storage) {
    storage = config.STORAGE_URL
      ? s3FileStorage(
          parseS3Url(config.STORAGE_URL),
          config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
            : undefined,
        )
      : localFileStorage(config.DATA_DIR);
    opened.set(identity, storage);
  }
  return storage;
}
