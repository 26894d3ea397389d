import type { AdminCatalogueTable } from '@madrasa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from './admin-request.ts';

type DeleteInput = { table: AdminCatalogueTable; id: number; cascade?: boolean };

/** DELETE /api/admin/<table>/<id>; `cascade` removes the children the editor confirmed. */
export const deleteCatalogueRow = ({ table, id, cascade }: DeleteInput) =>
  adminRequest<{ message: string }>(`/${table}/${id}`, {
    method: 'DELETE',
    query: cascade ? { cascade: 'true' } : undefined,
  });

export function useDeleteCatalogueRow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCatalogueRow,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
