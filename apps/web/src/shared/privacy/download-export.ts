import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { saveBlob } from '@/shared/lib/save-blob.ts';

export type ExportFormat = 'json' | 'readable';

/** Where one person's export is read and what the saved files are called. */
export type ExportTarget = {
  paths: Record<ExportFormat, string>;
  fileNames: Record<ExportFormat, string>;
};

/**
 * GET one of the data-export routes and saves the answer as a file: it needs the session's
 * token, so it is fetched and handed to the browser, not opened as a link.
 */
export async function downloadExport(target: ExportTarget, format: ExportFormat): Promise<void> {
  saveBlob(await apiRequest<Blob>(target.paths[format], { as: 'blob' }), target.fileNames[format]);
}

export const useDownloadExport = (target: ExportTarget) =>
  useMutation({ mutationFn: (format: ExportFormat) => downloadExport(target, format) });
