import { useTranslation } from 'react-i18next';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { ExportSection } from './export-section.tsx';

/** The student profile's "Your data" tab: the export, then the deletion. */
export function PrivacyTab({ login }: { login: string }) {
  const { t } = useTranslation('privacy');
  return (
    <section className="flex max-w-3xl flex-col gap-8">
      <div>
        <h2 className="text-2xl font-bold text-teal-950">{t('title')}</h2>
        <p className="mt-2 text-slate-700">{t('lead')}</p>
      </div>
      <ExportSection />
      <DeleteAccountSection login={login} />
    </section>
  );
}
