import { SEMESTERS, type Semester } from '@madrasa/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type CatalogueFilters = {
  grade_id?: number;
  semester?: Semester;
  subject_id?: number;
  unit_id?: number;
};
export type FilterName = keyof CatalogueFilters;

/** Choosing one filter clears the ones that depend on it (a subject belongs to one grade). */
const CLEARS: Record<FilterName, FilterName[]> = {
  grade_id: ['subject_id', 'unit_id'],
  semester: ['subject_id', 'unit_id'],
  subject_id: ['unit_id'],
  unit_id: [],
};

const toId = (value: string | null) => {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** The catalogue filters live in the URL, so a filtered table can be reloaded or shared. */
export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const semester = params.get('semester');
  const filters: CatalogueFilters = {
    grade_id: toId(params.get('grade_id')),
    semester: (SEMESTERS as readonly string[]).includes(semester ?? '')
      ? (semester as Semester)
      : undefined,
    subject_id: toId(params.get('subject_id')),
    unit_id: toId(params.get('unit_id')),
  };
  const setFilter = useCallback(
    (name: FilterName, value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          for (const cleared of CLEARS[name]) next.delete(cleared);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { filters, setFilter };
}
