import { type AccountRole, REDIRECT_DELAY_MS } from '@madrasa/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loginPath } from '@/config/paths.ts';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { toastError } from '@/shared/lib/toast.ts';
import { AuthLinkLine } from '../components/auth-link-line.tsx';
import { AuthShell } from '../components/auth-shell.tsx';
import { OtpForm } from '../components/otp-form.tsx';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate.ts';
import { readOtpScreenState } from '../lib/otp-screen-state.ts';

/** Reached without the account (docs/product.md §4): say so, then back to that role's login after 2 s. */
function MissingAccount({ role }: { role: AccountRole }) {
  const { message } = useMessage();
  const { navigateLater } = useDelayedNavigate();
  const text = message('auth.user_id_required');

  useEffect(() => {
    toastError(text, { toastId: 'otp-missing-account' });
    navigateLater(loginPath(role), REDIRECT_DELAY_MS.afterOtp);
  }, [text, role, navigateLater]);

  return (
    <p role="alert" className="mt-6 rounded-2xl bg-red-50 px-5 py-4 text-red-800">
      {text}
    </p>
  );
}

/** /login/conformation (spelled as the original client's route): the one-time code after login. */
export function LoginConfirmationPage() {
  const { t } = useTranslation('auth');
  const { userId, role } = readOtpScreenState(useLocation().state);
  const loginRole = role ?? 'student';
  return (
    // Codes go by e-mail, the only channel there is, so the title says e-mail in both
    // languages; product.md §2's "Enter OTP Sent to Phone" would send people to their messages.
    <AuthShell title={t('otp.title')}>
      <p className="mt-2 text-lg text-slate-700">{t('otp.lead')}</p>
      {userId !== null && role !== null ? (
        <OtpForm userId={userId} role={role} />
      ) : (
        <MissingAccount role={loginRole} />
      )}
      <AuthLinkLine label={t('otp.backToLogin')} to={loginPath(loginRole)} />
    </AuthShell>
  );
}
