import type { EXPORT_FORMATS } from '@madrasa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { saveBlob } from '@/shared/lib/save-blob.ts';

export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * GET /api/teacher/classes/{id}/export: the results as a CSV or XLSX file. It needs the
 * session's token, so it is fetched and saved, not opened as a link.
 */
export const useExportClass = (classId: number, fileName: string) =>
  useMutation({
    mutationFn: async (format: ExportFormat) =>
      saveBlob(
        await apiRequest<Blob>(`/api/teacher/classes/${classId}/export`, {
          query: { format },
          as: 'blob',
        }),
        `${fileName}.${format}`,
      ),
  });
