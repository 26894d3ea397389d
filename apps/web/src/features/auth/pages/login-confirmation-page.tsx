import { useTranslation } from 'react-i18next';
import { AuthShell } from '../components/auth-shell.tsx';

/** /login/conformation (spelled as the spec's route): the one-time code after login. */
export function LoginConfirmationPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthShell title={t('otp.title')}>
      <p className="mt-2 text-lg text-slate-700">{t('otp.lead')}</p>
    </AuthShell>
  );
}
