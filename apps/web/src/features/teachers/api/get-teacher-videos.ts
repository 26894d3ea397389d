import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseList, positiveId, type Row, text } from '@/shared/api/read-rows.ts';
import { apiGetData } from '@/shared/lib/api-client.ts';
import { fileUrl } from '@/shared/lib/file-url.ts';

export type TeacherVideo = { id: number; title: string; thumbnail: string; video: string };

const toVideo = (row: Row): TeacherVideo | null => {
  const id = positiveId(row.id);
  const video = text(row.video_path);
  if (id === null || !video) return null;
  const thumbnail = text(row.thumbnail_path);
  return {
    id,
    title: text(row.lesson_title).trim(),
    thumbnail: thumbnail ? fileUrl(thumbnail, 'admin') : '',
    video: fileUrl(video, 'admin'),
  };
};

/** A teacher's video lessons (GET teacher-video-uploads/{id}, the second host of docs/original-client.md). */
export async function getTeacherVideos(
  teacherId: number,
  { signal }: { signal?: AbortSignal } = {},
) {
  const data = await apiGetData<unknown>(`/api/teacher-video-uploads/${teacherId}`, {
    signal,
    host: 'admin',
  });
  return parseList(data, toVideo);
}

export const teacherVideosQueryOptions = (teacherId: number) =>
  queryOptions({
    queryKey: ['teachers', 'videos', teacherId],
    queryFn: ({ signal }) => getTeacherVideos(teacherId, { signal }),
  });

export const useTeacherVideos = (teacherId: number) =>
  useQuery(teacherVideosQueryOptions(teacherId));
