import { type AccountRole, verifyResetOtpSchema } from '@madrasa/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { resetPhone } from '@/shared/lib/session.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { useVerifyResetOtp } from '../api/verify-reset-otp.ts';
import { resetFailureText } from '../lib/failure-text.ts';
import { withStoredPhone } from '../lib/with-stored-phone.ts';
import { CodeField } from './auth-fields.tsx';
import { AuthForm } from './auth-form.tsx';

/** Reset step 2: the code from the e-mail, checked for the phone kept from step 1. */
export function ResetCodeStep({
  role,
  onVerified,
  onPhoneMissing,
}: {
  role: AccountRole;
  onVerified: () => void;
  onPhoneMissing: () => void;
}) {
  const { t } = useTranslation('auth');
  const { message } = useMessage();
  const { form, bind, submit, showServerErrors } = useSchemaForm({
    schema: verifyResetOtpSchema,
    defaultValues: { phone_number: resetPhone.get() ?? '', otp: '' },
  });
  const { setFocus, setValue } = form;
  const verify = useVerifyResetOtp();

  useEffect(() => setFocus('otp'), [setFocus]);

  const send = async (body: { phone_number: string; otp: string }) => {
    try {
      const text = await verify.mutateAsync({ role, ...body });
      toastSuccess(text || message('auth.reset_otp_verified'));
      onVerified();
    } catch (error) {
      showServerErrors(error);
      toastError(resetFailureText({ step: 'code', error, t: message }));
    }
  };

  const onSubmit = withStoredPhone({
    onMissing: onPhoneMissing,
    setPhone: (phone) => setValue('phone_number', phone),
    submit: submit(send),
  });

  return (
    <AuthForm onSubmit={onSubmit} submitLabel={t('forgot.verifyOtp')} sending={verify.isPending}>
      <CodeField {...bind('otp')} />
    </AuthForm>
  );
}
