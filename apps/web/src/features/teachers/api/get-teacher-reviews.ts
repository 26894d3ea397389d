import {
  PAGE_SIZE,
  type TeacherReview as ReviewRow,
  teacherReviewSchema,
} from '@madrasa/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getPage, type ListPage } from '@/shared/api/get-data.ts';

export type TeacherReview = {
  id: number;
  fullName: string;
  comment: string;
  /**
   * When it was written, in ISO form: a query's data stays plain JSON, as the server render
   * hands it to the browser in the page (a Date would arrive as a string).
   */
  createdAt: string | null;
};

const toReview = (row: ReviewRow): TeacherReview => {
  const created = new Date(row.created_at);
  return {
    id: row.id,
    fullName: row.full_name.trim(),
    comment: row.comment,
    createdAt: Number.isNaN(created.getTime()) ? null : created.toISOString(),
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
  const page = await getPage('/api/teacher-evaluations', {
    signal,
    query: { teacher_id: teacherId, limit: PAGE_SIZE.default, cursor },
    schema: teacherReviewSchema,
  });
  return { items: page.items.map(toReview), nextCursor: page.nextCursor };
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
