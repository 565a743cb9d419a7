export type RouteParams = Record<string, string | undefined>;

interface CompiledPattern {
  regex: RegExp;
  keys: string[];
}

const compiled = new Map<string, CompiledPattern>();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * `/o/:orgSlug/page/:pageId` (required params), `/login/:organizationSlug?`
 * (optional), `/files/*` (the rest of the path, as param '*').
 * Static segments match case-insensitively; a trailing slash is allowed.
 */
export function compilePattern(pattern: string): CompiledPattern {
  const cached = compiled.get(pattern);
  if (cached) return cached;
  const keys: string[] = [];
  let source = '';
  for (const segment of pattern.split('/').filter(Boolean)) {
    const param = /^:([A-Za-z_]\w*)(\?)?$/.exec(segment);
    if (segment === '*') {
      keys.push('*');
      source += '(?:/(.*))?';
    } else if (param) {
      keys.push(param[1]!);
      source += param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    } else source += `/${escapeRegExp(segment)}`;
  }
  const result = { regex: new RegExp(`^${source}/?$`, 'i'), keys };
  compiled.set(pattern, result);
  return result;
}

/** The params of `pathname` under `pattern`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): RouteParams | null {
  const { regex, keys } = compilePattern(pattern);
  const match = regex.exec(pathname);
  if (!match) return null;
  const params: RouteParams = {};
  keys.forEach((key, i) => {
    const value = match[i + 1];
    params[key] = value === undefined || value === '' ? undefined : decode(value);
  });
  return params;
}

/** The first route whose pattern matches: order routes from specific to general. */
export function resolveRoute<R extends { path: string }>(
  routes: readonly R[],
  pathname: string,
): { route: R; params: RouteParams } | null {
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}
