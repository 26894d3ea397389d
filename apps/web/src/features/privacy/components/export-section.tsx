import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { toastError } from '@/shared/lib/toast.ts';
import type { ExportTarget } from '@/shared/privacy/download-export.ts';
import { ExportChoices } from '@/shared/privacy/export-choices.tsx';

const OWN_EXPORT: ExportTarget = {
  paths: { json: '/api/student/data-export', readable: '/api/student/data-export/readable' },
  fileNames: { json: 'madrasa-my-data.json', readable: 'madrasa-my-data.html' },
};

/** The two downloads of everything held about the signed-in student. */
export function ExportSection() {
  const { t } = useTranslation('privacy');
  return (
    <section aria-labelledby="privacy-export" className="flex flex-col gap-4">
      <div>
        <h3 id="privacy-export" className="text-xl font-bold text-teal-950">
          {t('export.title')}
        </h3>
        <p className="mt-2 text-slate-700">{t('export.lead')}</p>
      </div>
      <ExportChoices
        target={OWN_EXPORT}
        idPrefix="privacy"
        onFailed={(error) => toastError(errorMessage(error, t('export.failed')))}
      />
    </section>
  );
}
