import type { SiteRole } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginPath } from '@/config/paths.ts';
import { useLeaveSignedOut } from '@/shared/hooks/use-leave-signed-out.ts';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { InputField } from '@/shared/ui/field.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { useSaveFailure } from '../hooks/use-save-failure.ts';
import {
  type PasswordChange,
  type PasswordValues,
  passwordChangeForm,
} from '../lib/profile-forms.ts';
import { TabSection } from './tab-section.tsx';

const BLANK: PasswordValues = { old_password: '', password: '', confirmation: '' };

const FIELDS = [
  { name: 'old_password', label: 'field.oldPassword', autoComplete: 'current-password' },
  { name: 'password', label: 'field.newPassword', autoComplete: 'new-password' },
  { name: 'confirmation', label: 'field.confirmPassword', autoComplete: 'new-password' },
] as const;

/** docs/product.md §4: after a successful change the session is cleared and the role's login page opens. */
export function ChangePasswordTab({ role, phoneNumber }: { role: SiteRole; phoneNumber: string }) {
  const { t } = useTranslation('profile');
  const { message } = useMessage();
  const { formRef, bind, submit, showServerErrors } = useSchemaForm<PasswordValues, PasswordChange>(
    {
      ...passwordChangeForm(role),
      defaultValues: BLANK,
    },
  );
  const change = useChangePassword(role, phoneNumber);
  const saveFailed = useSaveFailure({
    failed: 'profiles.password_change_failed',
    showServerErrors,
  });
  const leave = useLeaveSignedOut();
  const navigate = useNavigate();

  const send = (values: PasswordChange) =>
    change.mutate(values, {
      onSuccess: (text) => {
        toastSuccess(text || message('profiles.password_changed'));
        // The server revoked every session, this one included.
        leave();
        navigate(loginPath(role), { replace: true });
      },
      onError: saveFailed,
    });

  return (
    <TabSection title={t('tabs.password')} lead={t('password.lead')}>
      <form
        ref={formRef}
        noValidate
        onSubmit={submit(send)}
        className="flex max-w-md flex-col gap-5"
      >
        {/* Password managers file the new password under this account. */}
        <input type="text" autoComplete="username" value={phoneNumber} readOnly hidden />
        {FIELDS.map((field) => (
          <InputField
            key={field.name}
            label={t(field.label)}
            hint={field.name === 'password' ? t('field.newPasswordHint') : undefined}
            {...bind(field.name)}
            type="password"
            autoComplete={field.autoComplete}
            disabled={change.isPending}
          />
        ))}
        <div>
          <button type="submit" disabled={change.isPending} className={buttonClass()}>
            {change.isPending ? t('saving') : t('password.submit')}
          </button>
        </div>
      </form>
    </TabSection>
  );
}
