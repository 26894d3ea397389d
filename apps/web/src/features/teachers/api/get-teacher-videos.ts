import {
  type PremiumMark,
  teacherVideoSchema,
  type TeacherVideo as VideoRow,
  type VideoStream,
} from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { array } from 'zod/mini';
import { getData } from '@/shared/api/get-data.ts';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { resolveStream } from '@/shared/video/stream-urls.ts';

/** `thumbnail`: the teacher's picture, else the frame the ladder job took, else ''. */
export type TeacherVideo = {
  id: number;
  title: string;
  thumbnail: string;
  video: string;
  stream: VideoStream;
  premium?: PremiumMark;
};

const toVideo = (row: VideoRow): TeacherVideo => {
  const stream = resolveStream(row.stream, 'admin');
  return {
    id: row.id,
    title: row.lesson_title.trim(),
    thumbnail: row.thumbnail_path ? fileUrl(row.thumbnail_path, 'admin') : (stream.poster ?? ''),
    video: fileUrl(row.video_path, 'admin'),
    stream,
    premium: row.premium,
  };
};

/** A teacher's video lessons (GET teacher-video-uploads/{id}, the second host of docs/original-client.md). */
export async function getTeacherVideos(
  teacherId: number,
  { signal }: { signal?: AbortSignal } = {},
) {
  const rows = await getData(`/api/teacher-video-uploads/${teacherId}`, {
    signal,
    host: 'admin',
    schema: array(teacherVideoSchema),
  });
  return rows.map(toVideo);
}

export const teacherVideosQueryOptions = (teacherId: number) =>
  queryOptions({
    queryKey: ['teachers', 'videos', teacherId],
    queryFn: ({ signal }) => getTeacherVideos(teacherId, { signal }),
  });

export const useTeacherVideos = (teacherId: number) =>
  useQuery(teacherVideosQueryOptions(teacherId));
