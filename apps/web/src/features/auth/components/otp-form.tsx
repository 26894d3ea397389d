import { type AccountRole, otpField, REDIRECT_DELAY_MS, TOAST_MS } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { paths } from '@/config/paths.ts';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { takeReturnPath } from '@/shared/lib/return-path.ts';
import { markVerified } from '@/shared/lib/session.ts';
import { useSession } from '@/shared/lib/session-context.tsx';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate.ts';
import { otpFailureText } from '../lib/failure-text.ts';
import { CodeField } from './auth-fields.tsx';
import { AuthForm } from './auth-form.tsx';

const otpSchema = z.object({ otp: otpField });

/** The login code (docs/product.md §4): on success the session gets its token and home follows in 2 s. */
export function OtpForm({ userId, role }: { userId: number; role: AccountRole }) {
  const { t } = useTranslation('auth');
  const { message } = useMessage();
  const { bind, submit, showServerErrors } = useSchemaForm({
    schema: otpSchema,
    defaultValues: { otp: '' },
  });
  const verify = useVerifyOtp();
  const { signIn } = useSession();
  const { navigateLater, pending } = useDelayedNavigate();

  const send = async ({ otp }: { otp: string }) => {
    try {
      const { session, message: text } = await verify.mutateAsync({ userId, role, otp });
      signIn(session);
      markVerified(session.id);
      toastSuccess(text || message('auth.otp_verified'), { autoClose: TOAST_MS.loginSuccess });
      navigateLater(takeReturnPath(paths.home.path), REDIRECT_DELAY_MS.afterOtp);
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
      <CodeField {...bind('otp')} />
    </AuthForm>
  );
}
