/**
 * The `handle` of a route whose page the server renders (entry-server.tsx): public pages,
 * the same for every visitor in a language. Pages behind a sign-in, forms that read the
 * session and redirects are left to the browser.
 */
export const SERVER_RENDERED = { serverRendered: true } as const;

export const isServerRenderedRoute = (handle: unknown): boolean =>
  typeof handle === 'object' && handle !== null && 'serverRendered' in handle;
