import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useBilingual } from '@/shared/lib/localized.ts';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import {
  type AuthoredExam,
  type AuthoringHost,
  authoringKeys,
  getExamStats,
} from './authoring-api.ts';

/** How an exam went: attempts, average and pass rate, and per question (numbers only). */
export function ExamStatsDialog({
  host,
  exam,
  numberOf,
  onClose,
}: {
  host: AuthoringHost;
  exam: AuthoredExam;
  /** A question's number in the bank list, to name it in the table. */
  numberOf: (questionId: number) => number | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('authoring');
  const bilingual = useBilingual();
  const stats = useQuery({
    queryKey: authoringKeys.stats(host, exam.id),
    queryFn: ({ signal }) => getExamStats(host, exam.id, signal),
  });
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  const share = (value: number | null) => (value === null ? '—' : percent.format(value));
  const answerText = (answer: { options: number[] } | { value: number }) =>
    'value' in answer ? String(answer.value) : answer.options.map((index) => index + 1).join('، ');
  const data = stats.data;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid grid-cols-[minmax(0,1fr)] place-items-center overflow-y-auto bg-slate-950/60 p-4">
          <Dialog.Content
            aria-describedby={undefined}
            className="w-full min-w-0 max-w-3xl rounded-2xl bg-white shadow-2xl outline-none"
          >
            <div className="flex items-center gap-3 border-b border-slate-200 px-5 py-3">
              <Dialog.Title className="flex-1 text-xl font-bold text-teal-950">
                {t('stats.title', { title: bilingual(exam.title) })}
              </Dialog.Title>
              <Dialog.Close
                aria-label={t('stats.close')}
                className="grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <div className="space-y-5 px-5 py-5">
              {stats.isPending ? (
                <LoadingState />
              ) : stats.isError || !data ? (
                <ErrorState
                  message={errorMessage(stats.error, t('failed'))}
                  onRetry={() => stats.refetch()}
                />
              ) : data.attempts === 0 ? (
                <EmptyState>{t('stats.none')}</EmptyState>
              ) : (
                <>
                  <dl className="grid gap-3 sm:grid-cols-3">
                    {[
                      [t('stats.attempts'), String(data.attempts)],
                      [
                        t('stats.average'),
                        data.average_percent === null
                          ? '—'
                          : `${Math.round(data.average_percent)}%`,
                      ],
                      [t('stats.passRate'), share(data.pass_rate)],
                    ].map(([label, value]) => (
                      <div key={label} className="rounded-xl bg-teal-50 p-3">
                        <dt className="text-sm text-teal-900">{label}</dt>
                        <dd className="text-2xl font-bold text-teal-950">{value}</dd>
                      </div>
                    ))}
                  </dl>
                  <div className="overflow-x-auto">
                    <table className="w-full text-start">
                      <thead>
                        <tr className="border-b border-slate-200 text-sm text-slate-700">
                          <th scope="col" className="p-2 text-start">
                            {t('stats.question')}
                          </th>
                          <th scope="col" className="p-2 text-start">
                            {t('stats.answered')}
                          </th>
                          <th scope="col" className="p-2 text-start">
                            {t('stats.correct')}
                          </th>
                          <th scope="col" className="p-2 text-start">
                            {t('stats.wrong')}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {data.questions.map((row) => (
                          <tr key={row.question_id} className="border-b border-slate-100">
                            <td className="p-2 font-semibold">
                              {numberOf(row.question_id) ?? row.question_id}
                            </td>
                            <td className="p-2">{row.answered}</td>
                            <td className="p-2">{share(row.correct_share)}</td>
                            <td className="p-2">
                              {row.most_chosen_wrong
                                ? `${answerText(row.most_chosen_wrong.answer)} (${t('stats.times', { count: row.most_chosen_wrong.count })})`
                                : '—'}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </>
              )}
            </div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
