import { forgotPasswordSchema, type SiteRole } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { resetPhone } from '@/shared/lib/session.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { useMessages } from '../hooks/use-messages.ts';
import { resetFailureText } from '../lib/failure-text.ts';
import { AuthForm } from './auth-form.tsx';
import { TextField } from './form-field.tsx';

/** Reset step 1: the phone number; the code goes to the account's e-mail. */
export function ResetPhoneStep({ userType, onSent }: { userType: SiteRole; onSent: () => void }) {
  const { t } = useTranslation('auth');
  const { message } = useMessages();
  const { form, field, submit, showServerErrors } = useAuthForm(forgotPasswordSchema, {
    phone_number: resetPhone.get() ?? '',
  });
  const forgot = useForgotPassword();

  const send = async ({ phone_number }: { phone_number: string }) => {
    try {
      const text = await forgot.mutateAsync({ userType, phone_number });
      resetPhone.set(phone_number);
      toastSuccess(text || message('auth.reset_otp_sent'));
      onSent();
    } catch (error) {
      showServerErrors(error);
      toastError(resetFailureText('phone', error, message));
    }
  };

  return (
    <AuthForm onSubmit={submit(send)} submitLabel={t('forgot.sendOtp')} sending={forgot.isPending}>
      <TextField
        label={t('field.phone')}
        hint={t('field.phoneHint')}
        registration={field('phone_number')}
        error={form.formState.errors.phone_number}
        type="tel"
        autoComplete="tel"
        dir="ltr"
      />
    </AuthForm>
  );
}
