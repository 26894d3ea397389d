import type { TeacherUploadStats } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetData } from '@/shared/lib/api-client.ts';
import type { UploadKind } from './upload-kinds.ts';

export type UploadCounts = { students: number; finished: number };

/** GET /api/teacher/upload-stats: numbers on the signed-in teacher's uploads, one read for all. */
export const getUploadStats = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiGetData<TeacherUploadStats>('/api/teacher/upload-stats', { signal });

export const UPLOAD_STATS_KEY = ['profile', 'upload-stats'] as const;

export const useUploadStats = () =>
  useQuery(queryOptions({ queryKey: UPLOAD_STATS_KEY, queryFn: getUploadStats, staleTime: 0 }));

const LISTS = { file: 'files', lesson: 'videos', exam: 'exams' } as const;

/** The counts of each upload of a kind, by id. */
export const countsOf = (stats: TeacherUploadStats | undefined, kind: UploadKind) =>
  new Map<number, UploadCounts>((stats?.[LISTS[kind]] ?? []).map((row) => [row.id, row]));
