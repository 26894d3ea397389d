import {
  DEFAULT_SHARE_IMAGE,
  type LinkPreview,
  pageTitle,
  SITE_NAME,
  WEB_MANIFEST,
} from '@madrasa/contracts';
import escapeHtml from 'escape-html';
import type { RenderedPage } from './server-render.ts';

/** What a page's HTML says about it before any script runs (the SPA: use-page-title.ts). */
export type PageHead = LinkPreview & { title?: string };

const TITLE = /<title>[^<]*<\/title>/;
const HTML_OPEN = /<html[^>]*>/;
const EMPTY_ROOT = '<div id="root"></div>';
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** apps/web/public/start-app.js: loads the app's code once the visitor reaches for a drawn page. */
const START_APP = '/start-app.js';
const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"/;
/** index.html links the Arabic manifest; a page drawn in English links the English one. */
const MANIFEST_LINK = /<link rel="manifest" href="[^"]*"/;

const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/**
 * The build's stylesheet written into the page itself: a first paint then waits for the page
 * alone, not for a second request (a round trip of 150 ms or more on a phone's network).
 * The policy allows inline styles (security-headers.ts). `readAsset` reads a built file.
 */
export function inlineStylesheet(indexHtml: string, readAsset: (path: string) => string): string {
  const link = STYLESHEET.exec(indexHtml);
  if (!link?.[1]) return indexHtml;
  const css = readAsset(link[1]);
  if (css.includes('</style')) return indexHtml;
  return indexHtml.replace(link[0], () => `<style>${css}</style>`);
}

/**
 * Turns the built index.html into a page renderer: each page gets its own <title> and the
 * Open Graph tags that link previews (WhatsApp, Facebook, Telegram) read, since those run no
 * script. The SPA updates the same tags as the visitor moves on. `<meta name="description">`
 * stays the site's: the SPA reads it as the fallback for pages without their own.
 */
export function pageRenderer(indexHtml: string) {
  // Already HTML-escaped in the file, so it is written back as it is.
  const siteDescription = DESCRIPTION.exec(indexHtml)?.[1] ?? '';
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
  // Each page's tags go before </head>: split once, for pages the browser draws and for
  // pages the server draws (whose app code waits for the visitor).
  const splitAtHeadEnd = (html: string) => {
    const closeHead = html.lastIndexOf('</head>');
    return [html.slice(0, closeHead), html.slice(closeHead)] as const;
  };
  const browserDrawn = splitAtHeadEnd(indexHtml);
  const serverDrawn = splitAtHeadEnd(startAppOnIntent(indexHtml));

  return ({
    head,
    origin,
    url,
    launchMode,
    serviceWorker,
    rendered,
  }: {
    head: PageHead;
    /** The page drawn by the server render, when it draws this one. */
    rendered?: RenderedPage | null;
    origin: string;
    url: string;
    launchMode: 'live' | 'prelaunch';
    /** False: the service worker's kill switch is on (offline/register.ts unregisters). */
    serviceWorker: boolean;
  }): string => {
    const title = escapeHtml(pageTitle(head.title));
    const description = head.description?.trim()
      ? escapeHtml(head.description.trim())
      : siteDescription;
    // Concatenated, not resolved: a request for `//elsewhere/x` must not name another host.
    const absolute = (path: string) =>
      escapeHtml(/^https?:\/\//.test(path) ? path : `${origin}${path}`);
    const tags = [
      ['og:title', title],
      ['og:description', description],
      ['og:type', head.type ?? 'website'],
      ['og:image', absolute(head.image || DEFAULT_SHARE_IMAGE)],
      ['og:url', absolute(url)],
      ['og:site_name', escapeHtml(SITE_NAME)],
      // Previewers see the default language: they keep no language choice.
      ['og:locale', 'ar_JO'],
    ]
      .map(([property, content]) => `<meta property="${property}" content="${content}" />`)
      .concat('<meta name="twitter:card" content="summary_large_image" />')
      // Read by the SPA before its first paint (get-site-config.ts): the pre-launch `/` is
      // bare from the start, not after /api/config answers.
      .concat(`<meta name="launch-mode" content="${launchMode}" />`)
      .concat(serviceWorker ? [] : '<meta name="service-worker" content="off" />')
      .join('');
    const [beforeHeadEnd, fromHeadEnd] = rendered ? serverDrawn : browserDrawn;
    const html = `${beforeHeadEnd}${tags}${fromHeadEnd}`.replace(
      TITLE,
      () => `<title>${title}</title>`,
    );
    if (!rendered) return html;
    // A rendered page works without scripts, so the "needs JavaScript" note goes (before the
    // page goes in: the page's own <noscript>, the header's language links, stays).
    return html
      .replace(NOSCRIPT, '')
      .replace(HTML_OPEN, () => `<html lang="${rendered.lang}" dir="${rendered.dir}">`)
      .replace(MANIFEST_LINK, () => `<link rel="manifest" href="${WEB_MANIFEST[rendered.lang]}"`)
      .replace(EMPTY_ROOT, () => `<div id="root">${rendered.root}</div>${rendered.state}`);
  };
}

/**
 * The build's entry script and module preloads, which start loading as the page is read,
 * swapped for start-app.js, which asks for the same files once the visitor touches, types,
 * points or focuses (at once for a signed-in visitor). A build without an entry script is
 * left as it is.
 */
function startAppOnIntent(indexHtml: string): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) return indexHtml;
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]).join(' ');
  const start = `<script defer src="${START_APP}" data-entry="${entry}" data-preload="${preloads}"></script>`;
  return indexHtml.replace(ENTRY_SCRIPT, () => start).replace(MODULE_PRELOAD, '');
}
