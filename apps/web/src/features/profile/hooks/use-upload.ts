import type { MessageKey } from '@madrasa/contracts';
import { useState } from 'react';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import type { UploadKind } from '../api/upload-kinds.ts';
import { type UploadFields, useUploadTeacherContent } from '../api/upload-teacher-content.ts';
import { uploadFailureText } from '../lib/failure-text.ts';
import { useSessionExpiry } from './use-session-expiry.ts';

/** docs/product.md §8's upload texts of each kind. */
const TEXTS: Record<UploadKind, { done: MessageKey; failed: MessageKey }> = {
  file: { done: 'profiles.file_uploaded', failed: 'profiles.file_upload_failed' },
  lesson: { done: 'profiles.video_uploaded', failed: 'profiles.lesson_upload_failed' },
  exam: { done: 'profiles.exam_uploaded', failed: 'profiles.exam_upload_failed' },
};

/**
 * Sends one upload form: `busy` while it runs (the form disables itself), `progress` the
 * percent sent (null when idle), toasts of docs/product.md §8 when it ends; then `onDone` or `onFailed`.
 */
export function useUpload(kind: UploadKind) {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useUploadTeacherContent(kind, setProgress);
  const { message } = useMessage();
  const expire = useSessionExpiry();

  const upload = (
    fields: UploadFields,
    { onDone, onFailed }: { onDone: () => void; onFailed: (error: unknown) => void },
  ) =>
    mutation.mutate(fields, {
      onSuccess: (text) => {
        toastSuccess(text || message(TEXTS[kind].done));
        onDone();
      },
      onError: (error) => {
        if (expire(error)) return;
        toastError(uploadFailureText(message(TEXTS[kind].failed), error));
        onFailed(error);
      },
      onSettled: () => setProgress(null),
    });

  return { upload, busy: mutation.isPending, progress };
}
