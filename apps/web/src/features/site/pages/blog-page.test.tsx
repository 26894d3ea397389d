import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';

const post = {
  id: 7,
  image: '/storage/blogs/a.webp',
  title_ar: 'عنوان المقال',
  title_en: 'Post title',
  topic_ar: 'نصائح',
  topic_en: 'Tips',
  content_ar: 'نص عربي قصير',
  content_en: `${'word '.repeat(30)}end`,
  created_at: '2026-11-01T09:00:00.000Z',
};

describe('blog pages', () => {
  it('lists posts "By Admin" with a preview cut at 75 characters', async () => {
    mockApi({ '/api/blogs': { status: 'success', data: [post], next_cursor: null } });
    await renderApp('/blog', { language: 'en' });
    const link = await screen.findByRole('link', { name: 'Post title' });
    expect(link.getAttribute('href')).toBe('/blogDetails/7');
    expect(screen.getByText(/By Admin/)).toBeTruthy();
    expect(screen.getByText(`${'word '.repeat(15).trimEnd()}...`)).toBeTruthy();
  });

  it('picks the Arabic fields in Arabic', async () => {
    mockApi({ '/api/blogs': { status: 'success', data: [post], next_cursor: null } });
    await renderApp('/blog');
    expect(await screen.findByRole('link', { name: 'عنوان المقال' })).toBeTruthy();
    expect(screen.getByText('نص عربي قصير')).toBeTruthy();
  });

  it('says "No blogs available", or the fetch error of docs/product.md §8', async () => {
    mockApi({ '/api/blogs': { status: 'success', data: [], next_cursor: null } });
    await renderApp('/blog', { language: 'en' });
    expect(await screen.findByText('No blogs available')).toBeTruthy();

    mockApi({ '/api/blogs': () => json({}, 500) });
    await renderApp('/blog', { language: 'en' });
    expect(await screen.findByText('Something went wrong while fetching blogs')).toBeTruthy();

    mockApi({ '/api/blogs': { status: 'pending' } });
    await renderApp('/blog', { language: 'en' });
    expect(await screen.findByText('Failed to fetch blogs')).toBeTruthy();
  });

  it('shows "Blog Post Not Found" with a link back on a 404', async () => {
    mockApi({
      '/api/blogs/9': () =>
        json({ status: 'error', code: 'not_found', message: 'Blog post not found' }, 404),
    });
    await renderApp('/blogDetails/9', { language: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/blog');
  });
});
