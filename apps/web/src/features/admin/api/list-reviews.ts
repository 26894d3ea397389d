import type { AdminReview, ReviewQueue } from '@madrasa/contracts';
import { useAdminList } from './admin-list.ts';

/** GET /api/admin/reviews?status: the moderation queue (pending) or the published reviews. */
export const useAdminReviews = (status: ReviewQueue) =>
  useAdminList<AdminReview>({ table: 'reviews', path: '/reviews', filters: { status } });
