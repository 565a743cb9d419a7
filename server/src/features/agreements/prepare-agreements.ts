import type { Deps } from '../../platform/deps.ts';
import { sealClearAgreementRows } from './seal-clear-agreement-rows.ts';
import { sweepAgreementFiles } from './sweep-agreement-files.ts';

/**
 * Start-up care of the agreements, before the server answers: private values
 * older versions stored in clear are sealed, and agreement files no row
 * references are removed.
 */
export async function prepareAgreements(
  deps: Pick<Deps, 'db' | 'cipher' | 'storage' | 'log' | 'now'>,
): Promise<{ sealedRows: number; removedFiles: string[] }> {
  const now = deps.now();
  const sealedRows = await sealClearAgreementRows({ db: deps.db, cipher: deps.cipher, now });
  const removedFiles = await sweepAgreementFiles({ db: deps.db, storage: deps.storage, now });
  if (sealedRows)
    deps.log.info(`Encrypted the private fields of ${sealedRows} apprentice agreement(s) stored in clear.`);
  if (removedFiles.length)
    deps.log.info(`Removed ${removedFiles.length} orphaned agreement file(s).`, { files: removedFiles });
  return { sealedRows, removedFiles };
}
