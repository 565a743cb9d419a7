import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { createDiskStorage } from './platform/storage/storage.ts';
import { createS3Storage } from './platform/storage/s3-storage.ts';
import { createDefaultZipLocator } from './platform/locations/ip-locator.ts';
import type { Deps } from './platform/deps.ts';
import { createFieldCipher } from './platform/crypto.ts';
import { createLogger } from './platform/log.ts';

/** Builds every provider from the config: the embedded defaults, or the real services when configured. */
export function createDeps(config: Config, overrides: Partial<Deps> = {}): Deps {
  const log = overrides.log ?? createLogger(config.logLevel);
  const now = overrides.now ?? (() => new Date());
  const db = overrides.db ?? openDatabase(config.dbFile);
  return {
    config,
    db,
    log,
    now,
    cipher: overrides.cipher ?? createFieldCipher(config.dataKey),
    mailer: overrides.mailer ?? createMailer({ db, config, log, now }),
    storage:
      overrides.storage ??
      (config.s3
        ? createS3Storage(config.s3, config.tokenSecret)
        : createDiskStorage(config.filesDir, config.tokenSecret)),
    ipLocator: overrides.ipLocator ?? createDefaultZipLocator(config.defaultZip),
  };
}
