import type { SiteRole } from '@madrasa/contracts';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { useSession } from '@/shared/lib/session-context.tsx';
import { toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import type { ProfileOf } from '../api/profile-types.ts';
import { type PersonalInfoPayload, useUpdatePersonalInfo } from '../api/update-personal-info.ts';
import { useSaveFailure } from '../hooks/use-save-failure.ts';
import { isEditable, nextEditState } from '../lib/edit-state.ts';
import { levelOf } from '../lib/level-of.ts';
import { type PersonalValues, personalInfoForm } from '../lib/profile-forms.ts';
import { PersonalFields } from './personal-fields.tsx';
import { TabSection } from './tab-section.tsx';

export const personalValues = (profile: ProfileOf<SiteRole>): PersonalValues => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  email: profile.email,
  phone_number: profile.phone_number,
  level: levelOf(profile),
});

/** Read-only until Edit Information; Save Changes sends it; success returns to read-only (docs/product.md §4). */
export function PersonalInfoTab<R extends SiteRole>({
  role,
  profile,
}: {
  role: R;
  profile: ProfileOf<R>;
}) {
  const { t } = useTranslation('profile');
  const { message } = useMessage();
  const [state, dispatch] = useReducer(nextEditState, 'viewing');
  const { formRef, bind, submit, showServerErrors, reset } = useSchemaForm<
    PersonalValues,
    PersonalInfoPayload
  >({ ...personalInfoForm(role), defaultValues: personalValues(profile) });
  const update = useUpdatePersonalInfo(role);
  const saveFailed = useSaveFailure({ failed: 'profiles.personal_info_failed', showServerErrors });
  const { session, signIn } = useSession();
  const editable = isEditable(state);

  // Read-only shows what the server holds: a fresh profile (or a cancel) replaces the fields.
  useEffect(() => {
    if (state === 'viewing') reset(personalValues(profile));
  }, [state, profile, reset]);

  const startEditing = () => {
    dispatch('edit');
    // The button that was pressed gives way to Save Changes; the first field takes the focus.
    const first = formRef.current?.elements.namedItem('first_name');
    if (first instanceof HTMLInputElement) first.focus();
  };

  const send = (payload: PersonalInfoPayload) => {
    dispatch('save');
    update.mutate(payload, {
      onSuccess: ({ message: text, profile: saved }) => {
        toastSuccess(text || message('profiles.personal_info_updated'));
        // The header greets the reader by first name.
        if (session) signIn({ ...session, first_name: saved.first_name });
        dispatch('saved');
      },
      onError: (error) => {
        dispatch('failed');
        saveFailed(error);
      },
    });
  };

  return (
    <TabSection title={t('tabs.personal')} lead={t('personal.lead')}>
      <form ref={formRef} noValidate onSubmit={submit(send)} className="flex flex-col gap-6">
        <PersonalFields role={role} bind={bind} editable={editable} />
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
