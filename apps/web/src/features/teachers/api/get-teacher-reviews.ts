import { PAGE_SIZE } from '@madrasa/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ListPage, parsePage, positiveId, type Row, text } from '@/shared/api/read-rows.ts';
import { apiRequest } from '@/shared/lib/api-client.ts';

export type TeacherReview = {
  id: number;
  fullName: string;
  comment: string;
  createdAt: Date | null;
};

const toReview = (row: Row): TeacherReview | null => {
  const id = positiveId(row.id);
  if (id === null) return null;
  const created = new Date(text(row.created_at));
  return {
    id,
    fullName: text(row.full_name).trim(),
    comment: text(row.comment),
    createdAt: Number.isNaN(created.getTime()) ? null : created,
  };
};

/** One page of a teacher's published reviews, newest first (GET teacher-evaluations). */
export async function getTeacherReviews({
  teacherId,
  cursor,
  signal,
}: {
  teacherId: number;
  cursor: string | null;
  signal?: AbortSignal;
}): Promise<ListPage<TeacherReview>> {
  const body = await apiRequest('/api/teacher-evaluations', {
    signal,
    query: { teacher_id: teacherId, limit: PAGE_SIZE.default, cursor },
  });
  return parsePage(body, toReview);
}

export const teacherReviewsQueryKey = (teacherId: number) => ['teachers', 'reviews', teacherId];

export const teacherReviewsQueryOptions = (teacherId: number) =>
  infiniteQueryOptions({
    queryKey: teacherReviewsQueryKey(teacherId),
    queryFn: ({ pageParam, signal }) => getTeacherReviews({ teacherId, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useTeacherReviews = (teacherId: number) =>
  useInfiniteQuery(teacherReviewsQueryOptions(teacherId));
