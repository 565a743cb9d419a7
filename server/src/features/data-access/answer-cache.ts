import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import {
  type ContentCoding,
  COMPRESS_MIN_BYTES,
  compressBytes,
  DYNAMIC_CODINGS,
  negotiateEncoding,
} from '../../http/compress.ts';
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
 * no-cache`, so a browser revalidates and gets 304 while nothing changed.
 *
 * Held in memory per database, at most 32 MB, least recently used first out; one answer over 4 MB
 * is not kept. A request with `Cache-Control: no-cache` (or `no-store`) is read anew and answered as
 * before the cache existed: `npm run bench lists` measures the list reads that way.
 */

const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

interface Answer {
  json: Buffer;
  etag: string;
  encoded: Partial<Record<ContentCoding, Buffer>>;
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
 * Answers a list request from the cache when the database has not changed since the same caller
 * asked the same address, else reads it with `read` and keeps it. `openedLinkId`: the page link whose
 * code the caller passed (gated rows), part of the key.
 */
export async function answerList(
  c: Context,
  db: Db,
  policy: TablePolicy,
  actor: Actor,
  openedLinkId: string | null,
  read: () => Promise<unknown>,
): Promise<Response> {
  // A client asking past caches (Cache-Control: no-cache or no-store) gets the list read now, as it did before.
  if (/\bno-(cache|store)\b/i.test(c.req.header('cache-control') ?? '')) return c.json(await read());
  const pages = listPagesOf(db);
  const stamp = await pages.answerStamp();
  if (stamp === undefined) return c.json(await read());
  const cache = cacheOf(db);
  if (cache.stamp !== stamp) {
    cache.answers.clear();
    cache.bytes = 0;
    cache.stamp = stamp;
  }
  const url = new URL(c.req.url);
  const key = JSON.stringify([policy.name, url.pathname, url.search, openedLinkId, callerKey(actor)]);
  let answer = cache.answers.get(key);
  if (answer) {
    // Most recently used last.
    cache.answers.delete(key);
    cache.answers.set(key, answer);
  } else {
    const { value, statements } = await withListStatementsNoted(read);
    const json = Buffer.from(JSON.stringify(value));
    answer = {
      json,
      etag: `W/"${createHash('sha1').update(json).digest('base64url')}"`,
      encoded: {},
      bytes: json.length,
    };
    const covered =
      json.length <= MAX_ANSWER_BYTES && (await pages.answerCovered(statements, !!policy.gated && !isSuper(actor)));
    // Kept when the stamp covers everything the read looked at, and only while the cache is still at the
    // stamp read before it (checked after the last await): an answer read before a write that another
    // request has seen must not join the answers kept after it. A write during the read moves the stamp,
    // so the next request reads anew.
    if (covered && cache.stamp === stamp) keep(cache, key, answer);
  }
  return send(c, cache, key, answer);
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

async function send(c: Context, cache: AnswerCache, key: string, answer: Answer): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Cache-Control': 'private, no-cache',
    ETag: answer.etag,
    Vary: 'Accept-Encoding',
  };
  const asked = c.req.header('if-none-match');
  if (asked?.split(',').some((tag) => ['*', answer.etag, answer.etag.slice(2)].includes(tag.trim())))
    return c.body(null, 304, headers);
  const coding =
    answer.json.length >= COMPRESS_MIN_BYTES
      ? negotiateEncoding(c.req.header('accept-encoding'), DYNAMIC_CODINGS)
      : 'identity';
  if (coding === 'identity') return c.body(bytesOf(answer.json), 200, headers);
  let encoded = answer.encoded[coding];
  if (!encoded) {
    encoded = answer.encoded[coding] = await compressBytes(answer.json, coding);
    answer.bytes += encoded.length;
    // Counted while the answer is kept; one dropped meanwhile takes its codings with it.
    if (cache.answers.get(key) === answer) cache.bytes += encoded.length;
  }
  return c.body(bytesOf(encoded), 200, { ...headers, 'Content-Encoding': coding });
}

/** A Buffer as the body Hono takes, without copying it (a Buffer is a Uint8Array). */
const bytesOf = (buffer: Buffer) => buffer as Uint8Array as Uint8Array<ArrayBuffer>;
