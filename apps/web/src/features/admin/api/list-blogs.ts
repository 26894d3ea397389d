import type { Blog } from '@madrasa/contracts';
import { useAdminList } from './admin-list.ts';

/** GET /api/admin/blogs: posts, newest first, a page at a time. */
export const useAdminBlogs = () => useAdminList<Blog>({ table: 'blogs', path: '/blogs' });
