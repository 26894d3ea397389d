import { type SiteRole, verifyResetOtpSchema } from '@madrasa/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPhone } from '@/shared/lib/session.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { useVerifyResetOtp } from '../api/verify-reset-otp.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { useMessages } from '../hooks/use-messages.ts';
import { resetFailureText } from '../lib/failure-text.ts';
import { withStoredPhone } from '../lib/with-stored-phone.ts';
import { AuthForm } from './auth-form.tsx';
import { TextField } from './form-field.tsx';

/** Reset step 2: the code from the e-mail, checked for the phone kept from step 1. */
export function ResetCodeStep({
  userType,
  onVerified,
  onPhoneMissing,
}: {
  userType: SiteRole;
  onVerified: () => void;
  onPhoneMissing: () => void;
}) {
  const { t } = useTranslation('auth');
  const { message } = useMessages();
  const { form, field, submit, showServerErrors } = useAuthForm(verifyResetOtpSchema, {
    phone_number: resetPhone.get() ?? '',
    otp: '',
  });
  const { setFocus, setValue } = form;
  const verify = useVerifyResetOtp();

  useEffect(() => setFocus('otp'), [setFocus]);

  const send = async (body: { phone_number: string; otp: string }) => {
    try {
      const text = await verify.mutateAsync({ userType, ...body });
      toastSuccess(text || message('auth.reset_otp_verified'));
      onVerified();
    } catch (error) {
      showServerErrors(error);
      toastError(resetFailureText('code', error, message));
    }
  };

  const onSubmit = withStoredPhone(
    onPhoneMissing,
    (phone) => setValue('phone_number', phone),
    submit(send),
  );

  return (
    <AuthForm onSubmit={onSubmit} submitLabel={t('forgot.verifyOtp')} sending={verify.isPending}>
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
