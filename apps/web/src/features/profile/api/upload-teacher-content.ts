import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '../lib/upload-with-progress.ts';
import { MY_UPLOADS_KEY } from './get-my-uploads.ts';
import { UPLOAD_KINDS, type UploadKind } from './upload-kinds.ts';

/** A form's fields; an optional file left empty (undefined) is not sent. */
export type UploadFields = Record<string, string | File | undefined>;

const formOf = (fields: UploadFields): FormData => {
  const body = new FormData();
  // Text fields first: a streaming server reads them before the (large) file parts.
  const entries = Object.entries(fields).sort(
    ([, a], [, b]) => Number(a instanceof File) - Number(b instanceof File),
  );
  for (const [name, value] of entries) if (value !== undefined) body.set(name, value);
  return body;
};

/**
 * POST teacher-uploads, teacher-video-uploads or teacher-exam-uploads (multipart, bearer),
 * reporting the percent sent. Resolves with the server's message ('' when it sent none).
 */
export async function uploadTeacherContent({
  kind,
  fields,
  onProgress,
}: {
  kind: UploadKind;
  fields: UploadFields;
  onProgress: (percent: number) => void;
}): Promise<string> {
  const reply = await uploadWithProgress<{ message?: unknown }>({
    path: UPLOAD_KINDS[kind].path,
    body: formOf(fields),
    onProgress,
  });
  return typeof reply?.message === 'string' ? reply.message : '';
}

export function useUploadTeacherContent(kind: UploadKind, onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: UploadFields) => uploadTeacherContent({ kind, fields, onProgress }),
    onSuccess: async () => {
      // The public teacher page lists the same uploads under the 'teachers' keys.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_UPLOADS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['teachers'] }),
      ]);
    },
  });
}
