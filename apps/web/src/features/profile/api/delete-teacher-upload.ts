import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { MY_UPLOADS_KEY } from './get-my-uploads.ts';
import { UPLOAD_KINDS, type UploadKind } from './upload-kinds.ts';

/** DELETE /api/teacher-uploads/:id (or the video or exam one); resolves with the server's message. */
export async function deleteTeacherUpload(kind: UploadKind, id: number): Promise<string> {
  const body = await apiRequest<{ message?: unknown } | undefined>(
    `${UPLOAD_KINDS[kind].path}/${id}`,
    { method: 'DELETE' },
  );
  return typeof body?.message === 'string' ? body.message : '';
}

export function useDeleteTeacherUpload(kind: UploadKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteTeacherUpload(kind, id),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_UPLOADS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['teachers'] }),
      ]);
    },
  });
}
