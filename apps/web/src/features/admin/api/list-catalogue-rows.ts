import type { AdminCatalogueTable } from '@madrasa/contracts';
import { type ListFilters, useAdminList } from './admin-list.ts';

/** GET /api/admin/<table>: one page of a catalogue table, newest first, filtered. */
export const useCatalogueRows = <Row>(table: AdminCatalogueTable, filters: ListFilters) =>
  useAdminList<Row>({ table, path: `/${table}`, filters });
