import type { AdminCatalogueTable } from '@madrasa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from './admin-request.ts';
import { formBody, type Saved } from './form-body.ts';

export type SaveInput = {
  table: AdminCatalogueTable;
  /** Absent: create (POST); present: edit (PATCH). */
  id?: number;
  values: Record<string, string | number>;
  /** Files chosen in the form; any file makes the request multipart. */
  files?: Record<string, File | undefined>;
};

/** POST /api/admin/<table> or PATCH /api/admin/<table>/<id>, JSON or multipart. */
export function saveCatalogueRow({ table, id, values, files }: SaveInput): Promise<Saved> {
  return adminRequest<Saved>(id === undefined ? `/${table}` : `/${table}/${id}`, {
    method: id === undefined ? 'POST' : 'PATCH',
    body: formBody(values, files),
  });
}

/** After a save every cached list may be stale (names show in other tables and public pages). */
export function useSaveCatalogueRow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCatalogueRow,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
