import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/lib/session-context.tsx';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import type { ProfileOf, Role } from '../api/profile-types.ts';
import { type PersonalInfoPayload, useUpdatePersonalInfo } from '../api/update-personal-info.ts';
import { useCheckedForm } from '../hooks/use-checked-form.ts';
import { useMessage } from '../hooks/use-message.ts';
import { useSessionExpiry } from '../hooks/use-session-expiry.ts';
import { isEditable, nextEditState } from '../lib/edit-state.ts';
import { failureText } from '../lib/failure-text.ts';
import { levelOf } from '../lib/level-of.ts';
import { checkPersonalInfo, type PersonalValues } from '../lib/profile-checks.ts';
import { PersonalFields } from './personal-fields.tsx';
import { TabSection } from './tab-section.tsx';

const levelField = (role: Role) => (role === 'student' ? 'grade' : 'teaching_level');

export const personalValues = (profile: ProfileOf<Role>): PersonalValues => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  email: profile.email,
  phone_number: profile.phone_number,
  level: levelOf(profile),
});

const payloadOf = (role: Role, values: PersonalValues): PersonalInfoPayload => {
  const person = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone_number: values.phone_number.trim(),
  };
  return role === 'student'
    ? { ...person, grade: Number(values.level) }
    : { ...person, teaching_level: values.level };
};

/** Read-only until Edit Information; Save Changes sends it; success returns to read-only (spec §4). */
export function PersonalInfoTab<R extends Role>({
  role,
  profile,
}: {
  role: R;
  profile: ProfileOf<R>;
}) {
  const { t } = useTranslation('profile');
  const { message } = useMessage();
  const [state, dispatch] = useReducer(nextEditState, 'viewing');
  const form = useCheckedForm(personalValues(profile));
  const update = useUpdatePersonalInfo(role);
  const expire = useSessionExpiry();
  const { session, signIn } = useSession();
  const editable = isEditable(state);
  const { reset } = form;

  // Read-only shows what the server holds: a fresh profile (or a cancel) replaces the fields.
  useEffect(() => {
    if (state === 'viewing') reset(personalValues(profile));
  }, [state, profile, reset]);

  const startEditing = () => {
    dispatch('edit');
    // The button that was pressed gives way to Save Changes; the first field takes the focus.
    const first = form.formRef.current?.elements.namedItem('first_name');
    if (first instanceof HTMLInputElement) first.focus();
  };

  const send = (values: PersonalValues) => {
    dispatch('save');
    update.mutate(payloadOf(role, values), {
      onSuccess: ({ message: text, profile: saved }) => {
        toastSuccess(text || message('profiles.personal_info_updated'));
        // The header greets the reader by first name.
        if (session) signIn({ ...session, first_name: saved.first_name });
        dispatch('saved');
      },
      onError: (error) => {
        dispatch('failed');
        if (expire(error)) return;
        toastError(failureText(message('profiles.personal_info_failed'), error));
        form.showServerProblems(error, { [levelField(role)]: 'level' });
      },
    });
  };

  return (
    <TabSection title={t('tabs.personal')} lead={t('personal.lead')}>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.onSubmit((values) => checkPersonalInfo(role, values), send)}
        className="flex flex-col gap-6"
      >
        <PersonalFields role={role} form={form} editable={editable} />
        <div className="flex flex-wrap gap-3">
          {state === 'viewing' ? (
            // Keyed apart: reusing this element as the submit button would let the very click
            // that starts editing submit the form.
            <button key="edit" type="button" onClick={startEditing} className={buttonClass()}>
              {t('personal.edit')}
            </button>
          ) : (
            <>
              <button
                key="save"
                type="submit"
                disabled={state === 'saving'}
                className={buttonClass()}
              >
                {state === 'saving' ? t('saving') : t('personal.save')}
              </button>
              <button
                type="button"
                disabled={state === 'saving'}
                onClick={() => dispatch('cancel')}
                className={buttonClass('secondary')}
              >
                {t('personal.cancel')}
              </button>
            </>
          )}
        </div>
      </form>
    </TabSection>
  );
}
