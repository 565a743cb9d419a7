/** Tracking is off in dev mode: `localStorage['pathcraft.devMode'] = 'true'` (docs/rules.md#public-pages). */
export function isDevMode(): boolean {
  try {
    return localStorage.getItem('pathcraft.devMode') === 'true';
  } catch {
    return false;
  }
}
