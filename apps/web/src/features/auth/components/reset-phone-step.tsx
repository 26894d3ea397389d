import { type AccountRole, forgotPasswordSchema } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { resetPhone } from '@/shared/lib/session.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { resetFailureText } from '../lib/failure-text.ts';
import { PhoneField } from './auth-fields.tsx';
import { AuthForm } from './auth-form.tsx';

/** Reset step 1: the phone number; the code goes to the account's e-mail. */
export function ResetPhoneStep({ role, onSent }: { role: AccountRole; onSent: () => void }) {
  const { t } = useTranslation('auth');
  const { message } = useMessage();
  const { bind, submit, showServerErrors } = useSchemaForm({
    schema: forgotPasswordSchema,
    defaultValues: { phone_number: resetPhone.get() ?? '' },
  });
  const forgot = useForgotPassword();

  const send = async ({ phone_number }: { phone_number: string }) => {
    try {
      const text = await forgot.mutateAsync({ role, phone_number });
      resetPhone.set(phone_number);
      toastSuccess(text || message('auth.reset_otp_sent'));
      onSent();
    } catch (error) {
      showServerErrors(error);
      toastError(resetFailureText({ step: 'phone', error, t: message }));
    }
  };

  return (
    <AuthForm onSubmit={submit(send)} submitLabel={t('forgot.sendOtp')} sending={forgot.isPending}>
      <PhoneField {...bind('phone_number')} />
    </AuthForm>
  );
}
