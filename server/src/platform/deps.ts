import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { FieldCipher } from './crypto.ts';
import type { Logger } from './log.ts';
import type { Mailer } from './mail/mailer.ts';
import type { FileStorage } from './storage/storage.ts';
import type { IpLocator } from './locations/ip-locator.ts';

/** Everything a request handler may use, built once at start-up (tests build their own). */
export interface Deps {
  config: Config;
  db: Db;
  cipher: FieldCipher;
  mailer: Mailer;
  storage: FileStorage;
  ipLocator: IpLocator;
  log: Logger;
  now: () => Date;
}
