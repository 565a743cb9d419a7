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

/**
 * `npm run bench lists pg` (or `BENCH_ONLY=lists,pg`) runs only those parts of `npm run bench` (all when
 * none is named): http, pages, start, pg, lists, processes, progress.
 */
export type BenchPartName = 'http' | 'pages' | 'start' | 'pg' | 'lists' | 'processes' | 'progress';
export function benchPart(part: BenchPartName): boolean {
  const only = [...process.argv.slice(2), ...(process.env.BENCH_ONLY ?? '').split(',')]
    .map((s) => s.trim())
    .filter(Boolean);
  return only.length === 0 || only.includes(part);
}
