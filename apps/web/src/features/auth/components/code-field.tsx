import { OTP } from '@madrasa/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InputField } from '@/shared/ui/field.tsx';

/** The six-digit code from the e-mail, on the login code screen and in the reset. */
export function CodeField(props: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { t } = useTranslation('auth');
  return (
    <InputField
      label={t('field.otp')}
      {...props}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP.length}
      dir="ltr"
    />
  );
}
