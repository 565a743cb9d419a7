// server/dist/main.js: runs the compiled server (server.cjs beside it) from V8's code cache
// (server.cjs.cache, written by the build after a warm-up start), so a start skips parsing and
// compiling most of the bundle: about a third of its CPU time. A cache made by another Node.js
// version, or for another bundle, is rejected by V8 itself and the bundle compiles as usual.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

const here = dirname(fileURLToPath(import.meta.url));
const bundle = join(here, 'server.cjs');
const cacheFile = `${bundle}.cache`;
const cachedData = existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
const script = new vm.Script(
  `(function (exports, require, module, __filename, __dirname, __import) {${readFileSync(bundle, 'utf8')}\n})`,
  { filename: bundle, cachedData },
);
if (process.env.PATHCRAFT_CODE_CACHE === 'report')
  console.error(`code cache: ${!cachedData ? 'missing' : script.cachedDataRejected ? 'rejected' : 'accepted'}`);
// The build's warm-up start: the cache then holds every function compiled so far, not only the top level.
if (process.env.PATHCRAFT_CODE_CACHE === 'write')
  process.once('exit', () => writeFileSync(cacheFile, script.createCachedData()));
const module = { exports: {} };
// The packages the bundle loads on first use: import() from this module, beside the bundle (see scripts/build/server.ts).
const importPackage = (specifier) => import(specifier);
script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, here, importPackage);
