import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { transport } from '@/shared/lib/api-client.ts';
import { siteConfigAnswer } from '@/test/site-config-answer.ts';
import { renderPage } from './entry-server.tsx';

// A render points the API transport at the server's fetch and leaves it there, as the server
// wants; the other test files of this worker (isolate: false) need the browser's back.
const browserFetch = transport.fetch;

afterEach(async () => {
  transport.fetch = browserFetch;
  // React's server renderer leaves every context it passed through (the router's, the query
  // client's) holding the value of the last part it drew, and puts them back only as its next
  // render starts: a browser render in a later file would find itself inside this page's
  // router ("You cannot render a <Router> inside another <Router>"). Drawing nothing resets them.
  await prerender(null);
});

/** A stored post whose every text tries to become markup or to end the data block. */
const HOSTILE = '</script><script>window.__xss=1</script><img src=x onerror=alert(1)>';
const POST = {
  id: 7,
  image: null,
  title_ar: `عنوان ${HOSTILE}`,
  title_en: `Title ${HOSTILE}`,
  topic_ar: 'دراسة',
  topic_en: 'Study',
  content_ar: `نص ${HOSTILE}`,
  content_en: `Body ${HOSTILE}`,
  created_at: '2026-11-01T10:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the calls the post page makes; anything else is a 404, which fails the render. */
function apiFor(calls: string[]) {
  return async (url: string) => {
    calls.push(url);
    const path = url.split('?')[0];
    if (path === '/api/blogs/7') return json({ status: 'success', data: POST });
    if (path === '/api/blogs') return json({ status: 'success', data: [POST], next_cursor: null });
    if (path === '/api/config') return json(siteConfigAnswer());
    return json({ status: 'error', message: 'not found' }, 404);
  };
}

describe('the server render', () => {
  it('draws a post with its data, the stored text as text, in the language asked for', async () => {
    const calls: string[] = [];
    const page = await renderPage({
      url: 'https://madrasa.example/blogDetails/7',
      language: 'en',
      fetch: apiFor(calls),
    }).catch((error: unknown) => {
      throw new Error(`render failed after ${calls.join(', ')}: ${error}`);
    });
    expect(page).not.toBeNull();
    if (!page) return;
    expect(page.lang).toBe('en');
    expect(page.dir).toBe('ltr');
    expect(calls).toContain('/api/blogs/7');
    // React writes the title as text: the markup it holds never becomes elements.
    expect(page.root).toContain('Title &lt;/script&gt;&lt;script&gt;window.__xss=1');
    expect(page.root).not.toContain('<script');
    expect(page.root).not.toContain('<img src=x');
    // The data block holds the post, and nothing inside it can close the block.
    const body = page.state.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(body).not.toContain('<');
    expect(JSON.stringify(JSON.parse(body))).toContain(POST.title_en);
  });

  it('leaves to the browser the pages it does not render', async () => {
    const calls: string[] = [];
    for (const path of ['/login/student', '/profile/student']) {
      const page = await renderPage({
        url: `https://madrasa.example${path}`,
        language: 'ar',
        fetch: apiFor(calls),
      });
      expect(page, path).toBeNull();
    }
    expect(calls).toEqual([]);
  });

  it('gives up on a page whose data cannot be had, rather than draw it differently', async () => {
    await expect(
      renderPage({
        url: 'https://madrasa.example/blogDetails/8',
        language: 'ar',
        fetch: apiFor([]),
      }),
    ).rejects.toThrow(/blogs/);
  });
});
