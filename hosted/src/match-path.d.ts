export type RouteParams = Record<string, string | undefined>;
interface CompiledPattern {
    regex: RegExp;
    keys: string[];
}
/**
 * `/o/:orgSlug/page/:pageId` (required params), `/login/:organizationSlug?`
 * (optional), `/files/*` (the rest of the path, as param '*').
 * Static segments match case-insensitively; a trailing slash is allowed.
 */
export declare function compilePattern(pattern: string): CompiledPattern;
/** The params of `pathname` under `pattern`, or null when it does not match. */
export declare function matchPath(pattern: string, pathname: string): RouteParams | null;
/** The first route whose pattern matches: order routes from specific to general. */
export declare function resolveRoute<R extends {
    path: string;
}>(routes: readonly R[], pathname: string): {
    route: R;
    params: RouteParams;
} | null;
export {};
