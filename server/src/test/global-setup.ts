import { setUpTemplate } from './template.ts';

/** The server project's global setup: one migrated and demo-seeded template per run, which every test app copies. */
export default async function setup(): Promise<() => Promise<void>> {
  return setUpTemplate();
}
