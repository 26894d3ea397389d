import { useQuery } from '@tanstack/react-query';
import { apiGetData } from '@/shared/lib/api-client.ts';
import { useLocalized } from '@/shared/lib/localized.ts';

type UnitRow = { id: number; name_ar: string; name_en: string };

/** GET /api/subject-units (public): a subject's units of the book, named in the page's language. */
export function useUnits(subjectId: number) {
  const pick = useLocalized();
  return useQuery({
    queryKey: ['subject-units', subjectId],
    queryFn: ({ signal }) =>
      apiGetData<UnitRow[]>('/api/subject-units', { signal, query: { subject_id: subjectId } }),
    select: (rows) => rows.map((row) => ({ id: row.id, name: pick(row, 'name') })),
  });
}
