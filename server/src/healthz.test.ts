import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /healthz', () => {
  it('answers while another request holds the database in a transaction (a bulk write), not after it', async () => {
    expect((await t.app.request('/healthz')).status).toBe(200);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let transactionOpen!: () => void;
    const opened = new Promise<void>((resolve) => (transactionOpen = resolve));
    const events: string[] = [];
    // A transaction that holds the connection until released, as create-many's does between its statements.
    const writer = t.db.transaction(async () => {
      transactionOpen();
      await released;
      events.push('committed');
    });
    await opened;
    const health = Promise.resolve(t.app.request('/healthz')).then((res) => {
      events.push(`healthz ${res.status}`);
    });
    // Not a timing: the transaction is released after the probe answered, or after 2 s when the probe waits for it.
    await Promise.race([health, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    release();
    await Promise.all([writer, health]);
    expect(events).toEqual(['healthz 200', 'committed']);
  });
});
