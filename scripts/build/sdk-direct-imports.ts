import { join } from 'node:path';
import ts from 'typescript';

/**
 * Where each name of the sdk's barrel (`@pathcraft/sdk`) is declared. A bundle that imports a
 * name from the barrel evaluates every module the barrel re-exports (esbuild runs a wrapped
 * barrel's initializer whole); importing each name from its own module makes a start evaluate
 * only the sdk modules it uses. Names re-exported under another name stay on the barrel.
 */
export function sdkNameModules(root: string): Map<string, string> {
  const barrel = join(root, 'sdk/src/index.ts');
  const program = ts.createProgram([barrel], {
    allowImportingTsExtensions: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ESNext,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const barrelSymbol = checker.getSymbolAtLocation(program.getSourceFile(barrel)!)!;
  const modules = new Map<string, string>();
  for (const exported of checker.getExportsOfModule(barrelSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const file = symbol.declarations?.[0]?.getSourceFile();
    if (!file || symbol.name !== exported.name || file.fileName === barrel) continue;
    const declaringModule = checker.getSymbolAtLocation(file);
    if (!declaringModule || !checker.getExportsOfModule(declaringModule).some((s) => s.name === exported.name))
      continue;
    modules.set(exported.name, file.fileName);
  }
  return modules;
}

const BARREL_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@pathcraft\/sdk['"];?/g;

/** Rewrites `import { a, b as c } from '@pathcraft/sdk'` in `code` to one import per declaring module. */
export function importFromOwnModules(code: string, modules: Map<string, string>): string {
  let rewritten = false;
  const code2 = code.replace(BARREL_IMPORT, (whole, typeOnly: string | undefined, list: string) => {
    if (typeOnly) return whole;
    const byModule = new Map<string, string[]>();
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (!specifier) continue;
      const name = specifier.replace(/^type\s+/, '').split(/\s+as\s+/)[0]!;
      const module = specifier.startsWith('type ') ? undefined : modules.get(name);
      const from = module ?? '@pathcraft/sdk';
      byModule.set(from, [...(byModule.get(from) ?? []), specifier]);
    }
    rewritten = true;
    return [...byModule]
      .map(([from, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(from)};`)
      .join(' ');
  });
  // The sdk's one effect on the server, zod's messages (zod-messages.ts), comes with the modules that
  // build schemas (common.schema.ts imports it): a rewritten import needs no effect of its own.
  return rewritten ? code2 : code;
}
