import { CHAT_LIMITS } from '@madrasa/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { TextAreaField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useReportMessage } from '../api/report-message.ts';
import type { LogEntry } from '../lib/message-log.ts';

/** Reporting a message to the teacher and the school team, with an optional reason. */
export function ReportDialog({
  classId,
  entry,
  author,
  onClose,
}: {
  classId: number;
  entry: LogEntry;
  author: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const report = useReportMessage(classId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      toastSuccess(await report.mutateAsync({ messageId: entry.id, reason: reason.trim() }));
      onClose();
    } catch (failure) {
      const text = errorMessage(failure, t('report.failed'));
      setError(text);
      toastError(text);
    }
  };
  return (
    <FormDialog
      open
      title={t('report.title')}
      busy={report.isPending}
      busyLabel={t('report.sending')}
      submitLabel={t('report.submit')}
      onSubmit={submit}
      onOpenChange={(open) => !open && onClose()}
    >
      <p className="text-slate-700">
        {t('report.lead')} <bdi className="font-semibold">{author}</bdi>
      </p>
      <blockquote
        dir="auto"
        className="rounded-lg bg-slate-100 px-3 py-2 text-start whitespace-pre-wrap [overflow-wrap:anywhere]"
      >
        {entry.body}
      </blockquote>
      <TextAreaField
        label={t('report.reason')}
        optional={t('report.optional')}
        hint={t('report.hint')}
        error={error}
        value={reason}
        maxLength={CHAT_LIMITS.reasonLength}
        rows={3}
        dir="auto"
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
}
