import { otpField, REDIRECT_DELAY_MS, TOAST_MS, type SiteRole } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { paths } from '@/config/paths.ts';
import { markVerified } from '@/shared/lib/session.ts';
import { useSession } from '@/shared/lib/session-context.tsx';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate.ts';
import { useMessages } from '../hooks/use-messages.ts';
import { otpFailureText } from '../lib/failure-text.ts';
import { AuthForm } from './auth-form.tsx';
import { TextField } from './form-field.tsx';

const otpSchema = z.object({ otp: otpField });

/** The login code (spec §4): on success the session gets its token and home follows in 2 s. */
export function OtpForm({ userId, userType }: { userId: number; userType: SiteRole }) {
  const { t } = useTranslation('auth');
  const { message } = useMessages();
  const { form, field, submit, showServerErrors } = useAuthForm(otpSchema, { otp: '' });
  const verify = useVerifyOtp();
  const { signIn } = useSession();
  const { navigateLater, pending } = useDelayedNavigate();

  const send = async ({ otp }: { otp: string }) => {
    try {
      const { session, message: text } = await verify.mutateAsync({ userId, userType, otp });
      signIn(session);
      markVerified(session.id);
      toastSuccess(text || message('auth.otp_verified'), { autoClose: TOAST_MS.loginSuccess });
      navigateLater(paths.home.path, REDIRECT_DELAY_MS.afterOtp);
    } catch (error) {
      showServerErrors(error);
      toastError(otpFailureText(error, message));
    }
  };

  return (
    <AuthForm
      onSubmit={submit(send)}
      submitLabel={t('otp.submit')}
      sending={verify.isPending}
      waiting={pending}
    >
      <TextField
        label={t('field.otp')}
        registration={field('otp')}
        error={form.formState.errors.otp}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        dir="ltr"
      />
    </AuthForm>
  );
}
