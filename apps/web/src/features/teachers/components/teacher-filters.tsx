import { FILTER_NAMES_MAX, TEACHING_LEVELS } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { useFilterOptions } from '../api/get-filter-options.ts';
import type { DirectoryFilters, FilterName } from '../hooks/use-directory-filters.ts';
import { levelLabel } from '../lib/teaching-level.ts';
import { FilterSelect, type Option } from './filter-select.tsx';

/** The chosen value stays selectable even before (or without) the server listing it. */
const withCurrent = (values: string[] | undefined, current: string): Option[] => {
  const all = current && !values?.includes(current) ? [current, ...(values ?? [])] : (values ?? []);
  return all.map((value) => ({ value, label: value }));
};

/** Section, Subject and Teacher name dropdowns that narrow the list together, and a reset. */
export function TeacherFilters({
  filters,
  onChange,
  onReset,
  isFiltered,
}: {
  filters: DirectoryFilters;
  onChange: (filter: FilterName, value: string) => void;
  onReset: () => void;
  isFiltered: boolean;
}) {
  const { t } = useTranslation('teachers');
  const options = useFilterOptions(filters);
  const sections = TEACHING_LEVELS.map((level) => ({ value: level, label: t(levelLabel(level)) }));
  /** A select named, valued and changed as the URL's filter of that name. */
  const filter = (name: FilterName) => ({
    name,
    value: filters[name],
    onChange: (value: string) => onChange(name, value),
  });

  return (
    // A GET form named as the URL's filters: before the app runs, a choice sends it and the
    // server draws the list (public/start-app.js); the app then filters in place.
    <form
      action={paths.teachers.path}
      method="get"
      onSubmit={(event) => event.preventDefault()}
      aria-label={t('filters.label')}
      className="mb-10 grid items-end gap-4 rounded-2xl bg-slate-50 p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-[1fr_1fr_1fr_auto]"
    >
      <FilterSelect
        label={t('filters.section')}
        {...filter('age_group_taught')}
        anyLabel={t('filters.anySection')}
        options={sections}
      />
      <FilterSelect
        label={t('filters.subject')}
        {...filter('subject')}
        anyLabel={t('filters.anySubject')}
        options={withCurrent(options.data?.subjects, filters.subject)}
      />
      <FilterSelect
        label={t('filters.name')}
        {...filter('name')}
        anyLabel={t('filters.anyName')}
        options={withCurrent(options.data?.names, filters.name)}
        hint={
          options.data?.names_truncated
            ? t('filters.namesTruncated', { count: FILTER_NAMES_MAX })
            : undefined
        }
      />
      <button
        type="button"
        onClick={onReset}
        disabled={!isFiltered}
        className={buttonClass('secondary', 'w-full lg:w-auto')}
      >
        {t('filters.reset')}
      </button>
    </form>
  );
}
