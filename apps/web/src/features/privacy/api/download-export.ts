import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';

export type ExportFormat = 'json' | 'readable';

const PATHS: Record<ExportFormat, string> = {
  json: '/api/student/data-export',
  readable: '/api/student/data-export/readable',
};
const FILE_NAMES: Record<ExportFormat, string> = {
  json: 'madrasa-my-data.json',
  readable: 'madrasa-my-data.html',
};

/**
 * GET /api/student/data-export(/readable) and saves the answer as a file: it needs the
 * session's token, so it is fetched and handed to the browser, not opened as a link.
 */
export async function downloadExport(format: ExportFormat): Promise<void> {
  const blob = await apiRequest<Blob>(PATHS[format], { as: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAMES[format];
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useDownloadExport = () => useMutation({ mutationFn: downloadExport });
