import { type ClassView, EXPORT_FORMATS, SCHOOL_TIME_ZONE } from '@madrasa/contracts';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { toastError } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { EmptyState } from '@/shared/ui/query-states.tsx';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { type ExportFormat, useExportClass } from '../api/export-class.ts';
import { chipStateOf, StateChip } from './state-chip.tsx';
import { fullName } from './students-section.tsx';

// The names' column stays in view as the rest scrolls under it, a line at its inner edge.
const STICKY =
  'sticky start-0 z-10 bg-white after:absolute after:inset-y-0 after:end-0 after:w-px after:bg-slate-300';

/**
 * Each student's standing on each assignment (state, an exam's score, when it was done),
 * with a row of averages. On a phone the table scrolls inside its own box, names kept in view.
 */
export function ResultsTable({ view }: { view: ClassView }) {
  const { t } = useTranslation('classes');
  const pick = useLocalized();
  const formatDate = useFormatDate({ timeZone: SCHOOL_TIME_ZONE });
  const resultOf = new Map(
    view.results.map((result) => [`${result.student_id}:${result.assignment_id}`, result]),
  );
  const empty = view.students.length === 0 || view.assignments.length === 0;

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="class-results" className="text-2xl font-bold text-teal-950">
          {t('results.title')}
        </h2>
        <ExportButtons classId={view.class.id} name={view.class.name} disabled={empty} />
      </div>
      {empty ? (
        <EmptyState>{t('results.empty')}</EmptyState>
      ) : (
        <section
          aria-labelledby="class-results"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box is reached by keyboard to scroll it
          tabIndex={0}
          className="overflow-x-auto rounded-2xl border border-slate-200 bg-white"
        >
          <table className="min-w-full border-collapse text-sm">
            <thead className="bg-slate-50 text-slate-800">
              <tr>
                <th scope="col" className={`${STICKY} bg-slate-50 px-4 py-3 text-start`}>
                  {t('results.student')}
                </th>
                {view.assignments.map((assignment) => (
                  <th
                    key={assignment.id}
                    scope="col"
                    className="min-w-40 px-4 py-3 text-start align-bottom font-semibold"
                  >
                    <span className="block text-xs font-normal text-slate-600">
                      {t(`kind.${assignment.item.kind}`)}
                    </span>
                    {pick(assignment.item, 'title')}
                    <span className="block text-xs font-normal text-slate-600">
                      {t('assignments.due', { date: formatDate(assignment.due_at) })}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {view.students.map((student) => (
                <tr key={student.id}>
                  <th
                    scope="row"
                    className={`${STICKY} px-4 py-3 text-start font-semibold whitespace-nowrap text-slate-900`}
                  >
                    {fullName(student)}
                  </th>
                  {view.assignments.map((assignment) => {
                    const result = resultOf.get(`${student.id}:${assignment.id}`);
                    return (
                      <td key={assignment.id} className="px-4 py-3 align-top">
                        {result && (
                          <div className="flex flex-col items-start gap-1">
                            <StateChip state={chipStateOf(result, assignment.due_at)} />
                            {result.percent !== null && (
                              <span className="font-bold text-slate-900">
                                {t('results.percent', { percent: result.percent })}
                              </span>
                            )}
                            {result.done_at && (
                              <span className="text-xs text-slate-700">
                                {formatDate(result.done_at)}
                              </span>
                            )}
                          </div>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-slate-300 bg-slate-50">
              <tr>
                <th scope="row" className={`${STICKY} bg-slate-50 px-4 py-3 text-start`}>
                  {t('results.averages')}
                </th>
                {view.assignments.map((assignment) => (
                  <td key={assignment.id} className="px-4 py-3 text-slate-800">
                    {t('assignments.done', {
                      done: assignment.done,
                      total: view.students.length,
                    })}
                    {assignment.average_percent !== null && (
                      <span className="block font-bold text-slate-900">
                        {t('assignments.average', {
                          percent: Math.round(assignment.average_percent),
                        })}
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </section>
      )}
    </div>
  );
}

/** The results as a file, CSV or XLSX (fetched with the session, then saved). */
function ExportButtons({
  classId,
  name,
  disabled,
}: {
  classId: number;
  name: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('classes');
  const download = useExportClass(classId, name);
  const start = (format: ExportFormat) =>
    download.mutate(format, {
      onError: (error) => toastError(errorMessage(error, t('results.exportFailed'))),
    });
  return (
    <div className="flex flex-wrap gap-2">
      {EXPORT_FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          className={buttonClass('secondary')}
          disabled={disabled || download.isPending}
          onClick={() => start(format)}
        >
          {download.isPending && download.variables === format ? (
            <Spinner className="size-5" />
          ) : (
            <Download aria-hidden="true" className="size-5" />
          )}
          {t(`results.export.${format}`)}
        </button>
      ))}
    </div>
  );
}
