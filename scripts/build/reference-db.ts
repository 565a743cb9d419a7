import { buildReferenceDatabase } from '../../server/src/features/occupations/reference-db.ts';
import type { BuildContext } from './shared.ts';

/** server/data-cache/reference.sqlite: migrations and occupational data, what a new data folder starts from. */
export async function buildReference(_ctx: BuildContext): Promise<void> {
  await buildReferenceDatabase();
}
