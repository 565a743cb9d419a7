/**
 * Compression levels for answers made per request (issue 29 goal 2), part of `npm run bench http`:
 * CPU per answer and bytes of real answers (the 200-row users list, the OpenAPI document) at each
 * level worth considering, beside the level the server uses (server/src/http/compress.ts).
 */
import { compressBytes, DYNAMIC_CODINGS, DYNAMIC_LEVELS, type ContentCoding } from '../../server/src/http/compress.ts';

const CANDIDATES: Record<ContentCoding, number[]> = { zstd: [1, 3], br: [1, 2, 4], gzip: [1, 4, 6] };

/** Average CPU of compressing `bytes` at a level, ms (each compression runs on this thread: under 512 KB, as the server does). */
async function cpuMs(bytes: Uint8Array, coding: ContentCoding, level: number): Promise<number> {
  for (let i = 0; i < 10; i++) await compressBytes(bytes, coding, level);
  const rounds = Math.max(20, Math.round(20_000_000 / bytes.length));
  const before = process.cpuUsage();
  for (let i = 0; i < rounds; i++) await compressBytes(bytes, coding, level);
  const cpu = process.cpuUsage(before);
  return (cpu.user + cpu.system) / 1000 / rounds;
}

/** Prints, per answer and coding, each candidate level's CPU and bytes; the server's level is marked. */
export async function reportCompressionLevels(answers: { name: string; bytes: Uint8Array }[]): Promise<void> {
  console.log('\ncompression levels for answers made per request (CPU per answer, bytes; * the server uses it)');
  for (const { name, bytes } of answers) {
    console.log(`  ${name}: ${bytes.length.toLocaleString('en-US')} B`);
    for (const coding of DYNAMIC_CODINGS) {
      const cells: string[] = [];
      for (const level of CANDIDATES[coding]) {
        const size = (await compressBytes(bytes, coding, level)).length;
        const mark = level === DYNAMIC_LEVELS[coding] ? '*' : ' ';
        cells.push(
          `${mark}${level}: ${(await cpuMs(bytes, coding, level)).toFixed(3)} ms ${String(size).padStart(6)} B`,
        );
      }
      console.log(`    ${coding.padEnd(4)}  ${cells.join('   ')}`);
    }
  }
}
