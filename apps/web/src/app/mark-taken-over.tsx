import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { markTakenOver } from '@/shared/lib/server-render.ts';

/**
 * `<html data-app="ready">` and the `app:taken-over` event once the app owns the page: a page
 * the server drew answers taps and keys only from then on. public/start-app.js then hands
 * over the taps and text it held, the stored session is applied (session-context.tsx), and
 * the browser tests wait for the mark. It sits inside the page's own Suspense boundary, after
 * the page: React hydrates that boundary after the frame around it, and the page's fields
 * must be the app's before text is typed into them, its parts hydrated before the session
 * changes what they draw.
 */
export function MarkTakenOver() {
  useEffect(markTakenOver, []);
  return null;
}

/** A frame for pages outside RootLayout (the console): the page, then the mark. */
export function MarkedOutlet() {
  return (
    <>
      <Outlet />
      <MarkTakenOver />
    </>
  );
}
