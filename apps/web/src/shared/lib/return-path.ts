/**
 * Where to go once signed in, when a page sent the visitor to log in (a class's join link):
 * kept for this tab only, taken once. Only a path of this site is kept, never another origin.
 */
const KEY = 'returnTo';

const isOwnPath = (path: string | null): path is string => /^\/(?![/\\])/.test(path ?? '');

export function rememberReturnPath(path: string): void {
  try {
    if (isOwnPath(path)) sessionStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode): the visitor lands on Home after logging in, as before.
  }
}

/** The kept path (then forgotten), or `fallback`. */
export function takeReturnPath(fallback: string): string {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return isOwnPath(path) ? path : fallback;
  } catch {
    return fallback;
  }
}
