import type { VideoServerStatus } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_ROOT, adminRequest } from './admin-request.ts';

/** GET /api/admin/videos/status: whether this server has ffmpeg, and ladders by state. */
export async function getVideoStatus({ signal }: { signal?: AbortSignal } = {}) {
  return (await adminRequest<{ data: VideoServerStatus }>('/videos/status', { signal })).data;
}

export const videoStatusQueryOptions = () =>
  queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'videos', 'status'],
    queryFn: getVideoStatus,
    // ffmpeg is found when the server starts: a restart is the only thing that changes it.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useVideoStatus = () => useQuery(videoStatusQueryOptions());
