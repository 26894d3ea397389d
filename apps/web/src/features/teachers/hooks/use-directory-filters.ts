import { TEACHING_LEVELS, type TeachingLevel } from '@madrasa/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The directory's filters, named as the API's query parameters; '' means "any". */
export type DirectoryFilters = {
  age_group_taught: TeachingLevel | '';
  subject: string;
  name: string;
};
export type FilterName = keyof DirectoryFilters;

export const FILTER_NAMES: readonly FilterName[] = ['age_group_taught', 'subject', 'name'];

const isLevel = (value: string): value is TeachingLevel =>
  (TEACHING_LEVELS as readonly string[]).includes(value);

/**
 * The filters live in the URL's search params, so a filtered list can be linked to and
 * the browser's Back button steps through earlier choices.
 */
export function useDirectoryFilters() {
  const [params, setParams] = useSearchParams();
  const section = params.get('age_group_taught') ?? '';
  const subject = params.get('subject') ?? '';
  const name = params.get('name') ?? '';
  const filters = useMemo<DirectoryFilters>(
    () => ({ age_group_taught: isLevel(section) ? section : '', subject, name }),
    [section, subject, name],
  );

  const setFilter = useCallback(
    (filter: FilterName, value: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(filter, value);
        else next.delete(filter);
        return next;
      }),
    [setParams],
  );
  const clearFilters = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const filter of FILTER_NAMES) next.delete(filter);
        return next;
      }),
    [setParams],
  );
  const isFiltered = FILTER_NAMES.some((filter) => filters[filter] !== '');
  return { filters, setFilter, clearFilters, isFiltered };
}
