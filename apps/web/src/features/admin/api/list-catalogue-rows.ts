import type { AdminCatalogueTable, VideoStream } from '@madrasa/contracts';
import { pollWhileMaking } from '@/shared/video/ladder-polling.ts';
import { type ListFilters, useAdminList } from './admin-list.ts';

/**
 * GET /api/admin/<table>: one page of a catalogue table, newest first, filtered. Lessons
 * are read again while a video is queued or processing, so its status moves on its own.
 */
export const useCatalogueRows = <Row extends { stream?: VideoStream | undefined }>(
  table: AdminCatalogueTable,
  filters: ListFilters,
) =>
  useAdminList<Row>({
    table,
    path: `/${table}`,
    filters,
    refetchInterval: (rows) =>
      pollWhileMaking(rows.flatMap((row) => (row.stream ? [row.stream] : []))),
  });
