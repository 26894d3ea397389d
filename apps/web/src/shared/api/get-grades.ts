import { STUDY_PHASES, type StudyPhase } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetData } from '@/shared/lib/api-client.ts';
import { CATALOGUE_STALE_MS } from '@/shared/lib/query-client.ts';
import { parseList, positiveId, type Row, text } from './read-rows.ts';

export type Grade = {
  id: number;
  name_ar: string;
  name_en: string;
  study_phase: StudyPhase | null;
  grade_key: string | null;
};

const isPhase = (value: unknown): value is StudyPhase =>
  typeof value === 'string' && (STUDY_PHASES as readonly string[]).includes(value);

const toGrade = (row: Row): Grade | null => {
  const id = positiveId(row.id);
  if (id === null) return null;
  return {
    id,
    name_ar: text(row.name_ar),
    name_en: text(row.name_en),
    study_phase: isPhase(row.study_phase) ? row.study_phase : null,
    grade_key: typeof row.grade_key === 'string' ? row.grade_key : null,
  };
};

/** grade1 … grade12 order the list; rows without a key fall back to their id. */
const orderOf = (grade: Grade): number => Number(grade.grade_key?.replace(/\D/g, '') || grade.id);

/**
 * GET /api/grades: the twelve grades, the one list the catalogue, the home page, the profile
 * and the admin console's choices all read (one request, one cache entry).
 */
export async function getGrades({ signal }: { signal?: AbortSignal } = {}): Promise<Grade[]> {
  const grades = parseList(await apiGetData<unknown>('/api/grades', { signal }), toGrade);
  return grades.sort((a, b) => orderOf(a) - orderOf(b) || a.id - b.id);
}

export const gradesQueryOptions = () =>
  queryOptions({ queryKey: ['grades'], queryFn: getGrades, staleTime: CATALOGUE_STALE_MS });

export const useGrades = () => useQuery(gradesQueryOptions());
