import { STUDY_PHASES, type StudyPhase } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGetData } from '@/shared/lib/api-client.ts';
import { CATALOGUE_STALE_MS } from '@/shared/lib/query-client.ts';

export type Grade = {
  id: number;
  name_ar: string;
  name_en: string;
  study_phase: StudyPhase | null;
  grade_key: string | null;
};

const isPhase = (value: unknown): value is StudyPhase =>
  typeof value === 'string' && (STUDY_PHASES as readonly string[]).includes(value);

const toGrade = (raw: unknown): Grade | null => {
  if (typeof raw !== 'object' || raw === null) return null;
  const row = raw as Record<string, unknown>;
  const id = Number(row.id);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return {
    id,
    name_ar: typeof row.name_ar === 'string' ? row.name_ar : '',
    name_en: typeof row.name_en === 'string' ? row.name_en : '',
    study_phase: isPhase(row.study_phase) ? row.study_phase : null,
    grade_key: typeof row.grade_key === 'string' ? row.grade_key : null,
  };
};

/** grade1 … grade12 order the list; rows without a key fall back to their id. */
const orderOf = (grade: Grade): number => Number(grade.grade_key?.replace(/\D/g, '') || grade.id);

export async function getGrades({ signal }: { signal?: AbortSignal } = {}): Promise<Grade[]> {
  const data = await apiGetData<unknown>('/api/grades', { signal });
  if (!Array.isArray(data)) {
    throw new ApiError({ status: 200, message: '', code: 'unexpected_response' });
  }
  return data
    .map(toGrade)
    .filter((grade): grade is Grade => grade !== null)
    .sort((a, b) => orderOf(a) - orderOf(b) || a.id - b.id);
}

export const gradesQueryOptions = () =>
  queryOptions({ queryKey: ['grades'], queryFn: getGrades, staleTime: CATALOGUE_STALE_MS });

export const useGrades = () => useQuery(gradesQueryOptions());
