/**
 * The bench's budgets (issue 29): each goal judged where it is measured, summed up at the end of
 * `npm run bench`, which exits 1 when one is over. Speed is judged here, never in the test suite.
 */
export interface BudgetCheck {
  name: string;
  measured: string;
  goal: string;
  ok: boolean;
}

const checks: BudgetCheck[] = [];

/** Records one goal's verdict and returns the word to print beside the number. */
export function judge(name: string, ok: boolean, measured: string, goal: string): 'ok' | 'OVER' {
  checks.push({ name, measured, goal, ok });
  return ok ? 'ok' : 'OVER';
}

/** Prints every verdict of this run; one over budget sets the exit code to 1. */
export function reportBudgets(): void {
  if (!checks.length) return;
  console.log('\nbudgets (issue 29; ratios measured in this run)');
  const width = Math.max(...checks.map((c) => c.name.length));
  for (const c of checks)
    console.log(`  ${c.ok ? 'ok  ' : 'OVER'}  ${c.name.padEnd(width)}  ${c.measured.padStart(10)}  goal ${c.goal}`);
  const over = checks.filter((c) => !c.ok);
  if (over.length) {
    console.error(`\n${over.length} budget(s) over: ${over.map((c) => c.name).join('; ')}`);
    process.exitCode = 1;
  }
}

export const BENCH_PARTS = ['http', 'pages', 'bulk', 'start', 'pg', 'lists', 'processes', 'progress'] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

/**
 * The parts of `npm run bench` to run: the names given on the command line (`npm run bench lists pg`,
 * or `lists,pg`), else those of `BENCH_ONLY`, else all. A name that is not a part stops the bench
 * before it starts anything.
 */
export function selectedBenchParts(
  args: readonly string[] = process.argv.slice(2),
  env: string | undefined = process.env.BENCH_ONLY,
): Set<BenchPart> {
  const split = (text: string) =>
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const names = args.flatMap(split);
  const chosen = names.length ? names : split(env ?? '');
  const unknown = chosen.filter((name) => !(BENCH_PARTS as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(`npm run bench: no part named ${unknown.join(', ')}; the parts are ${BENCH_PARTS.join(', ')}`);
  return new Set<BenchPart>(chosen.length ? (chosen as BenchPart[]) : BENCH_PARTS);
}

let selected: Set<BenchPart> | undefined;

/** Whether this run of `npm run bench` runs `part` (see selectedBenchParts). */
export function benchPart(part: BenchPart): boolean {
  selected ??= selectedBenchParts();
  return selected.has(part);
}
