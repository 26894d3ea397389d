import { UPLOAD_LIMITS } from '@madrasa/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';

export type UploadLimits = { pdf: number; image: number; video: number };

const isLimits = (value: unknown): value is UploadLimits => {
  const row = value as Record<string, unknown> | null;
  return !!row && ['pdf', 'image', 'video'].every((kind) => typeof row[kind] === 'number');
};

/** GET /api/config's upload_limits (the server's settings); the defaults until it answers. */
export function useUploadLimits(): UploadLimits {
  const query = useQuery({
    queryKey: ['admin-options', 'upload-limits'],
    queryFn: async ({ signal }) => {
      const body = await apiRequest<{ data?: { upload_limits?: unknown } }>('/api/config', {
        signal,
        auth: false,
      });
      return isLimits(body.data?.upload_limits) ? body.data.upload_limits : UPLOAD_LIMITS;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? UPLOAD_LIMITS;
}
