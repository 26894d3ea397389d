import { type ImportRowError, importRefusal, MAX_IMPORT_ROWS } from '@madrasa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/shared/lib/api-client.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { controlClass, Field } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import {
  type AuthoringHost,
  authoringKeys,
  downloadTemplate,
  importQuestions,
  type Scope,
  type TemplateFormat,
} from './authoring-api.ts';

/**
 * Import questions from the template: download it, fill it, upload it. A file with any bad
 * row imports nothing, and the rows to fix are listed with the server's messages.
 */
export function ImportDialog({
  host,
  scope,
  onClose,
}: {
  host: AuthoringHost;
  scope: Scope;
  onClose: () => void;
}) {
  const { t } = useTranslation('authoring');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [rows, setRows] = useState<ImportRowError[]>([]);
  const upload = useMutation({
    mutationFn: (chosen: File) => importQuestions(host, scope, chosen),
    onSuccess: async (reply) => {
      toastSuccess(reply.message);
      await queryClient.invalidateQueries({ queryKey: authoringKeys.bank(host, scope) });
      onClose();
    },
    onError: (error) => {
      const refusal = error instanceof ApiError ? importRefusal.safeParse(error.body) : null;
      setRows(refusal?.success ? (refusal.data.rows ?? []) : []);
      const text = errorMessage(error, t('failed'));
      setFileError(refusal?.success && refusal.data.rows ? undefined : text);
      toastError(text);
    },
  });
  const template = useMutation({
    mutationFn: (format: TemplateFormat) => downloadTemplate(host, format),
    onError: (error) => toastError(errorMessage(error, t('failed'))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(t('import.fileRequired'));
      return;
    }
    setRows([]);
    upload.mutate(file);
  };

  return (
    <FormDialog
      open
      title={t('import.title')}
      busy={upload.isPending}
      busyLabel={t('import.busy')}
      submitLabel={t('import.submit')}
      onOpenChange={(open) => !open && onClose()}
      onSubmit={submit}
      offlineText={t('offline.upload', { ns: 'common' })}
    >
      <p className="text-slate-700">{t('import.intro')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-800">{t('import.template')}:</span>
        {(['xlsx', 'csv'] as const).map((format) => (
          <button
            key={format}
            type="button"
            onClick={() => template.mutate(format)}
            className={buttonClass('secondary')}
          >
            <Download aria-hidden="true" className="size-5" />
            {t(`import.${format}`)}
          </button>
        ))}
      </div>
      <Field
        label={t('import.file')}
        error={fileError}
        hint={`${MAX_IMPORT_ROWS} ${t('import.maxRows')}`}
      >
        {(props) => (
          <input
            {...props}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFileError(undefined);
              setRows([]);
            }}
            className={controlClass(true)}
          />
        )}
      </Field>
      {rows.length > 0 && (
        <div role="alert" className="space-y-2">
          <p className="font-semibold text-red-800">{t('import.errors')}</p>
          <div className="max-h-64 overflow-auto rounded-xl border border-red-200">
            <table className="w-full text-start text-sm">
              <thead className="bg-red-50">
                <tr>
                  <th scope="col" className="p-2 text-start">
                    {t('import.row')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('import.column')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('import.problem')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.row}-${row.column}`} className="border-t border-red-100">
                    <td className="p-2 font-semibold">{row.row}</td>
                    <td className="p-2" dir="ltr">
                      <code>{row.column}</code>
                    </td>
                    <td className="p-2">{row.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </FormDialog>
  );
}
