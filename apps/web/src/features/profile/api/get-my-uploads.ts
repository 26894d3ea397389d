import type { OwnTeacherExam, OwnTeacherFile, OwnTeacherVideo } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetData } from '@/shared/lib/api-client.ts';
import { pollWhileMaking } from '@/shared/video/ladder-polling.ts';

export type MyUploads = {
  files: OwnTeacherFile[];
  videos: OwnTeacherVideo[];
  exams: OwnTeacherExam[];
};

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** GET /api/teacher/uploads: the signed-in teacher's uploads, newest first, hidden ones too. */
export async function getMyUploads({ signal }: { signal?: AbortSignal } = {}): Promise<MyUploads> {
  const data = await apiGetData<Record<string, unknown> | null>('/api/teacher/uploads', { signal });
  return {
    files: list<OwnTeacherFile>(data?.files),
    videos: list<OwnTeacherVideo>(data?.videos),
    exams: list<OwnTeacherExam>(data?.exams),
  };
}

export const MY_UPLOADS_KEY = ['profile', 'uploads'] as const;

export const myUploadsQueryOptions = () =>
  queryOptions({
    queryKey: MY_UPLOADS_KEY,
    queryFn: getMyUploads,
    staleTime: 0,
    // A video's ladder is made after its upload: read again until none is queued or processing.
    refetchInterval: (query) =>
      pollWhileMaking(query.state.data?.videos.map((video) => video.stream) ?? []),
  });

export const useMyUploads = () => useQuery(myUploadsQueryOptions());
