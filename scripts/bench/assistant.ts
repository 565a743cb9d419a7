/**
 * The assistant's bench: vectorSearch over a generated corpus of 5,000 resources (p50 ≤ 10 ms,
 * in process) and the time to the first streamed byte of chatEngine with the extractive composer
 * (over HTTP, as a browser gets it).
 */
import { eq } from 'drizzle-orm';
import { resourceGroups, resources } from '../../server/src/db/schema/index.ts';
import type { Db } from '../../server/src/db/client.ts';
import { syncContentIndex } from '../../server/src/features/assistant/content-index.ts';
import type { ChatCaller, IntegrationRow } from '../../server/src/features/assistant/chat-access.ts';
import { vectorSearch } from '../../server/src/features/assistant/vector-search.ts';
import type { InProcessRow } from './in-process.ts';
import { first } from '../../server/src/db/first.ts';

export const BENCH_GROUP_ID = 'bench-rg-corpus';
export const CORPUS_SIZE = 5000;

/** Deterministic pseudo-random numbers (mulberry32), so every run searches the same corpus. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DOMAIN =
  'apprentice apprenticeship journeyworker wage schedule safety lockout tagout guard ladder forklift crane welding electrical hydraulic pneumatic conveyor bearing gearbox lubrication vibration blueprint caliper micrometer tolerance mill lathe cnc program offset inspection quality audit training course cohort instructor mentor shift overtime payroll benefit tuition grant scholarship enrollment assessment interview orientation certificate license renewal permit hazard chemical respirator glove boot helmet harness scaffold confined space ventilation fire extinguisher evacuation first aid injury report supervisor manager plant warehouse inventory shipping receiving maintenance repair preventive predictive calendar holiday vacation leave policy handbook badge parking cafeteria locker uniform'.split(
    ' ',
  );
const COMMON =
  'the a of and to in for with on at by from is are be will can you your we our this that each every before after when during must should may'.split(
    ' ',
  );
const VOCABULARY = 8000;

/**
 * The corpus's words: stop words for a third of the text, the rest drawn from a vocabulary of
 * 8,000 words by Zipf's law (the word of rank r about 1/r as often as the first), as in real
 * text. The domain words sit at ranks spread over the vocabulary, some common, most not.
 */
function vocabulary(rand: () => number): { words: string[]; cumulative: number[] } {
  const syllables = [
    'ka',
    'ro',
    'ti',
    'mel',
    'dan',
    'vor',
    'sel',
    'pra',
    'lin',
    'tu',
    'bex',
    'qua',
    'nor',
    'fi',
    'gal',
    'zen',
    'mo',
    'ret',
    'sa',
    'ul',
  ];
  const made = new Set<string>();
  while (made.size < VOCABULARY - DOMAIN.length)
    made.add(
      Array.from({ length: 2 + Math.floor(rand() * 2) }, () => syllables[Math.floor(rand() * syllables.length)]).join(
        '',
      ),
    );
  const words = [...made];
  DOMAIN.forEach((word, i) => words.splice(10 + i * 23, 0, word));
  let total = 0;
  const cumulative = words.map((_, r) => (total += 1 / (r + 1)));
  return { words, cumulative: cumulative.map((c) => c / total) };
}

function pick(rand: () => number, { words, cumulative }: ReturnType<typeof vocabulary>): string {
  const x = rand();
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return words[lo]!;
}

function sentence(rand: () => number, vocab: ReturnType<typeof vocabulary>): string {
  const n = 8 + Math.floor(rand() * 12);
  const text = Array.from({ length: n }, () =>
    rand() < 0.35 ? COMMON[Math.floor(rand() * COMMON.length)] : pick(rand, vocab),
  ).join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

/** Adds a resource group with `size` resources (three short sections each) to an organization; once. */
export async function seedAssistantCorpus(
  db: Db,
  orgId: string,
  size = CORPUS_SIZE,
): Promise<{ resources: number; indexMs: number }> {
  const rand = random(42);
  const vocab = vocabulary(rand);
  const exists = await first(
    db.select({ id: resourceGroups.id }).from(resourceGroups).where(eq(resourceGroups.id, BENCH_GROUP_ID)),
  );
  if (!exists) {
    await db.transaction(async (tx) => {
      await tx.insert(resourceGroups).values({ id: BENCH_GROUP_ID, orgId, title: 'Bench corpus' });
      for (let i = 0; i < size; i++) {
        const title = Array.from({ length: 4 }, () => pick(rand, vocab)).join(' ');
        const sections = Array.from(
          { length: 3 },
          () =>
            `<h2>${sentence(rand, vocab).slice(0, 40)}</h2><p>${Array.from({ length: 3 + Math.floor(rand() * 3) }, () => sentence(rand, vocab)).join(' ')}</p>`,
        );
        await tx.insert(resources).values({
          id: `bench-resource-${i}`,
          orgId,
          name: `${title} ${i}`,
          body: sections.join(''),
          parentId: BENCH_GROUP_ID,
          parentType: 'resourceGroup',
        });
      }
    });
  }
  const started = performance.now();
  await syncContentIndex(db);
  return { resources: size, indexMs: Math.round(performance.now() - started) };
}

export const BENCH_QUESTIONS = [
  'What is the lockout tagout procedure before conveyor maintenance?',
  'How does the apprenticeship wage schedule work for journeyworker mentors?',
  'Which respirator and glove policy applies in confined space work?',
  'When is the forklift license renewal and inspection due?',
  'tuition grant scholarship',
  'How do I report an injury to my supervisor during a shift?',
  'cnc lathe offset tolerance inspection',
  'What should I bring to orientation on the first day?',
];

async function time(fn: (i: number) => Promise<unknown>, runs: number): Promise<{ p50: number; p90: number }> {
  for (let i = 0; i < 30; i++) await fn(i);
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn(i);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => Math.round(ms[Math.floor(q * (runs - 1))]! * 1000) / 1000;
  return { p50: at(0.5), p90: at(0.9) };
}

/** vectorSearch without HTTP, as a visitor of an assistant over the corpus's resource group (budget p50 ≤ 10 ms). */
export async function measureVectorSearchInProcess(db: Db, orgId: string, runs = 500): Promise<InProcessRow> {
  const at = new Date(0).toISOString();
  // An assistant over the corpus's resource group, as its row would read (only the search's fields matter).
  const integration: IntegrationRow = {
    id: 'bench-assistant',
    orgId,
    orgNickname: null,
    name: 'Bench assistant',
    resourceGroupIds: [BENCH_GROUP_ID],
    systemPrompt: null,
    serviceEmail: null,
    serviceDelayCount: 2,
    agentImage: null,
    colorBtnBkg: 'black',
    defaultPrompts: null,
    allowedDomains: null,
    contentTypes: null,
    createdAt: at,
    updatedAt: at,
  };
  const caller: ChatCaller = {
    kind: 'visitor',
    orgId,
    integration,
    session: null,
    publicOnly: true,
    userId: null,
    seesGatedContent: false,
  };
  const now = new Date();
  const search = (i: number) =>
    vectorSearch({ db, now }, caller, { prompt: BENCH_QUESTIONS[i % BENCH_QUESTIONS.length] });
  const hits: number[] = [];
  for (const [i] of BENCH_QUESTIONS.entries()) hits.push((await search(i)).items.length);
  if (hits.every((n) => n === 0)) throw new Error('the bench corpus answers none of the bench questions');
  return {
    name: `vectorSearch over ${CORPUS_SIZE.toLocaleString('en-US')} resources`,
    ...(await time(search, runs)),
    budget: 10,
  };
}

/** Milliseconds from sending chatEngine to its first streamed byte (extractive composer), over HTTP. */
export async function measureChatEngineFirstByte(
  base: string,
  token: string,
  orgId: string,
  runs = 100,
): Promise<{ p50: number; p90: number }> {
  const once = async (i: number) => {
    const started = performance.now();
    const res = await fetch(`${base}/v1/api/content/chatEngine`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ prompt: BENCH_QUESTIONS[i % BENCH_QUESTIONS.length], orgId }),
    });
    const reader = res.body!.getReader();
    await reader.read();
    const ms = performance.now() - started;
    while (!(await reader.read()).done);
    if (res.status !== 200) throw new Error(`chatEngine answered ${res.status}`);
    return ms;
  };
  for (let i = 0; i < 10; i++) await once(i);
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) ms.push(await once(i));
  ms.sort((a, b) => a - b);
  const at = (q: number) => Math.round(ms[Math.floor(q * (runs - 1))]! * 100) / 100;
  return { p50: at(0.5), p90: at(0.9) };
}
