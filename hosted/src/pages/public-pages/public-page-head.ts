/** Tracking is off in dev mode: `localStorage['pathcraft.devMode'] = 'true'` (002 §4). */
export function isDevMode(): boolean {
  try {
    return localStorage.getItem('pathcraft.devMode') === 'true';
  } catch {
    return false;
  }
}
