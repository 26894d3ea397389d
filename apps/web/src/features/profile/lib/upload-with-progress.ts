import { env } from '@/config/env.ts';
import { ApiError, type FieldErrors, noteSavedWrite } from '@/shared/lib/api-client.ts';
import { currentLanguage, i18n } from '@/shared/lib/i18n.ts';
import { readSession } from '@/shared/lib/session.ts';

export type UploadOptions = {
  /** API path, e.g. '/api/teacher-uploads'. */
  path: string;
  body: FormData;
  /** Whole percent of the request body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const fieldErrors = (value: unknown): FieldErrors => {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([field, messages]) => [
      field,
      (Array.isArray(messages) ? messages : [messages]).filter(
        (item): item is string => typeof item === 'string',
      ),
    ]),
  );
};

/** Whole percent of `loaded` out of `total`, clamped to 0..100. */
export const percentOf = (loaded: number, total: number): number =>
  total > 0 ? Math.min(100, Math.max(0, Math.round((loaded / total) * 100))) : 0;

/**
 * A multipart POST that reports how much of the body has been sent. fetch() has no upload
 * progress, so this one call uses XMLHttpRequest; it sends the same headers as apiRequest
 * (bearer token, language) and fails with the same ApiError, so callers treat both alike.
 */
export function uploadWithProgress<T = unknown>({
  path,
  body,
  onProgress,
  signal,
}: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.apiUrl}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    const token = readSession()?.token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(percentOf(event.loaded, event.total));
    };
    xhr.onload = () => {
      const parsed = parseJson(xhr.responseText);
      const envelope = isRecord(parsed) ? parsed : {};
      if (xhr.status >= 200 && xhr.status < 300 && envelope.status !== 'error') {
        onProgress?.(100);
        noteSavedWrite();
        resolve(parsed as T);
        return;
      }
      reject(
        new ApiError({
          status: xhr.status,
          message: typeof envelope.message === 'string' ? envelope.message : '',
          code: typeof envelope.code === 'string' ? envelope.code : `http_${xhr.status}`,
          errors: fieldErrors(envelope.errors),
        }),
      );
    };
    xhr.onerror = () =>
      reject(
        new ApiError({ status: 0, code: 'network', message: i18n.t('messages:error.network') }),
      );
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    onProgress?.(0);
    xhr.send(body);
  });
}
