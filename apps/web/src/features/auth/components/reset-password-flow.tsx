import type { AccountRole } from '@madrasa/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { resetPhone } from '@/shared/lib/session.ts';
import { toastError } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import type { ResetStep } from '../lib/failure-text.ts';
import { ResetCodeStep } from './reset-code-step.tsx';
import { ResetPasswordStep } from './reset-password-step.tsx';
import { ResetPhoneStep } from './reset-phone-step.tsx';

const STEP_NUMBER: Record<ResetStep, number> = { phone: 1, code: 2, password: 3 };

/** The three-step password reset of docs/product.md §4, the same for students and teachers. */
export function ResetPasswordFlow({ role }: { role: AccountRole }) {
  const { t } = useTranslation('auth');
  const { message } = useMessage();
  const [step, setStep] = useState<ResetStep>('phone');

  const phoneMissing = useCallback(() => {
    toastError(message('auth.phone_missing'));
    setStep('phone');
  }, [message]);

  const startOver = () => {
    resetPhone.clear();
    setStep('phone');
  };
  const expired = () => {
    toastError(message('auth.reset_expired'));
    startOver();
  };

  return (
    <>
      <p className="mt-4 font-semibold text-teal-700">
        {t('forgot.step', { number: STEP_NUMBER[step] })}
      </p>
      <p className="mt-1 text-lg text-slate-700">{t(`forgot.${step}.lead`)}</p>
      {step === 'phone' && <ResetPhoneStep role={role} onSent={() => setStep('code')} />}
      {step === 'code' && (
        <ResetCodeStep
          role={role}
          onVerified={() => setStep('password')}
          onPhoneMissing={phoneMissing}
        />
      )}
      {step === 'password' && (
        <ResetPasswordStep role={role} onPhoneMissing={phoneMissing} onExpired={expired} />
      )}
      {step !== 'phone' && (
        <button type="button" onClick={startOver} className={buttonClass('ghost', 'mt-3 w-full')}>
          {t('forgot.startOver')}
        </button>
      )}
    </>
  );
}
