import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { type Actor, isSuper } from '../../platform/actor.ts';
import { listPagesOf } from './list-pages.ts';
import { withListStatementsNoted } from './list-observers.ts';
import type { TablePolicy } from './policy.ts';

/**
 * Whole answers of the data API's lists, kept until the database changes (issue 29, goal 2).
 *
 * A list answer is a function of the caller, the request's address, the page link the caller
 * opened, and the database: nothing in a list read depends on the clock. So an answer is kept under
 * exactly those inputs (the whole actor, not only its id, so a changed role or organization is
 * another key) and under the database's change stamp (ListPages.answerStamp): any committed write
 * anywhere moves it, and the first request after that empties the cache. One caller's answer is
 * never given to another, and no answer outlives a write.
 *
 * A repeated request then costs its sign-in check and the stamp (SQLite: two pragmas in process;
 * PostgreSQL: one round trip) instead of the list's statements, the JSON and the compression, each
 * coding compressed once. Answers carry a weak ETag of their bytes with `Cache-Control: private,
 * no-cache`, so a browser revalidates and gets 304 while nothing changed (http/json-answer.ts sends
 * them).
 *
 * Held in memory per database, at most 32 MB, least recently used first out; one answer over 4 MB
 * is not kept. A request with `Cache-Control: no-cache` (or `no-store`) is read anew and answered as
 * before the cache existed (the routes): `npm run bench lists` measures the list reads that way.
 */

const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/** A list's answer as JSON bytes, with its ETag and the codings made of it so far. */
export interface KeptAnswer {
  json: Buffer;
  etag: string;
  encoded: Partial<Record<string, Buffer>>;
  remember(coding: string, bytes: Buffer): void;
}

interface Answer extends KeptAnswer {
  bytes: number;
}

interface AnswerCache {
  /** The change stamp every kept answer was read under. */
  stamp: string | undefined;
  answers: Map<string, Answer>;
  bytes: number;
}

const caches = new WeakMap<Db, AnswerCache>();

function cacheOf(db: Db): AnswerCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { stamp: undefined, answers: new Map(), bytes: 0 }));
  return cache;
}

/** The parts of the caller a list read uses: the whole actor, in a fixed order. */
function callerKey(actor: Actor): unknown[] {
  if (actor.kind === 'anonymous') return ['anonymous'];
  if (actor.kind === 'apiKey') return ['apiKey', actor.keyId, actor.orgId];
  return [
    'user',
    actor.userId,
    actor.accountId,
    actor.sessionId ?? null,
    actor.orgId,
    [...actor.roles].sort(),
    actor.email,
    actor.name,
    actor.courseReadOnly ?? false,
  ];
}

/**
 * The answer to a list request: the kept one when the database has not changed since the same caller
 * asked the same `address` (path and query), else read with `read` and kept. `openedLinkId`: the page
 * link whose code the caller passed (gated rows), part of the key.
 */
export async function keptListAnswer(
  db: Db,
  policy: TablePolicy,
  actor: Actor,
  openedLinkId: string | null,
  address: string,
  read: () => Promise<unknown>,
): Promise<KeptAnswer> {
  const pages = listPagesOf(db);
  const stamp = await pages.answerStamp();
  if (stamp === undefined) return answerOf(await read());
  const cache = cacheOf(db);
  if (cache.stamp !== stamp) {
    cache.answers.clear();
    cache.bytes = 0;
    cache.stamp = stamp;
  }
  const key = JSON.stringify([policy.name, address, openedLinkId, callerKey(actor)]);
  const found = cache.answers.get(key);
  if (found) {
    // Most recently used last.
    cache.answers.delete(key);
    cache.answers.set(key, found);
    return found;
  }
  const { value, statements } = await withListStatementsNoted(read);
  const answer = answerOf(value, { cache, key });
  const covered =
    answer.bytes <= MAX_ANSWER_BYTES && (await pages.answerCovered(statements, !!policy.gated && !isSuper(actor)));
  // Kept when the stamp covers everything the read looked at, and only while the cache is still at the
  // stamp read before it (checked after the last await): an answer read before a write that another
  // request has seen must not join the answers kept after it. A write during the read moves the stamp,
  // so the next request reads anew.
  if (covered && cache.stamp === stamp) keep(cache, key, answer);
  return answer;
}

/** `value` as JSON bytes with its ETag; its codings count in the cache while it is kept there under `key`. */
function answerOf(value: unknown, kept?: { cache: AnswerCache; key: string }): Answer {
  const json = Buffer.from(JSON.stringify(value));
  const answer: Answer = {
    json,
    etag: `W/"${createHash('sha1').update(json).digest('base64url')}"`,
    encoded: {},
    bytes: json.length,
    remember(coding, bytes) {
      answer.encoded[coding] = bytes;
      answer.bytes += bytes.length;
      if (kept && kept.cache.answers.get(kept.key) === answer) kept.cache.bytes += bytes.length;
    },
  };
  return answer;
}

function keep(cache: AnswerCache, key: string, answer: Answer): void {
  cache.answers.set(key, answer);
  cache.bytes += answer.bytes;
  while (cache.bytes > MAX_BYTES) {
    const [oldest, dropped] = cache.answers.entries().next().value!;
    cache.answers.delete(oldest);
    cache.bytes -= dropped.bytes;
  }
}
