import type { SiteRole } from '@madrasa/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import type { ProfileOf } from '../api/profile-types.ts';
import { useUpdateAdditionalInfo } from '../api/update-additional-info.ts';
import { useSaveFailure } from '../hooks/use-save-failure.ts';
import { levelOf } from '../lib/level-of.ts';
import {
  type AdditionalInfo,
  type AdditionalValues,
  additionalInfoForm,
} from '../lib/profile-forms.ts';
import { AdditionalFields } from './additional-fields.tsx';
import { PhotoField } from './photo-field.tsx';
import { TabSection } from './tab-section.tsx';

export function additionalValues<R extends SiteRole>(profile: ProfileOf<R>): AdditionalValues {
  return {
    birthday: profile.birthday ?? '',
    level: levelOf(profile),
    about_you: profile.about_you ?? '',
    gender: profile.gender ?? '',
    // Shown as stored: a governorate in any spelling picks it, another place stays as typed.
    residence: profile.residence ?? '',
    photo: null,
  };
}

/** Birthday, level, about, gender, residence and the photo, sent as multipart. */
export function AdditionalInfoTab<R extends SiteRole>({
  role,
  profile,
}: {
  role: R;
  profile: ProfileOf<R>;
}) {
  const { t } = useTranslation('profile');
  const { message } = useMessage();
  const { form, formRef, bind, set, file, errorOf, submit, showServerErrors, reset } =
    useSchemaForm<AdditionalValues, AdditionalInfo>({
      ...additionalInfoForm(role),
      defaultValues: additionalValues(profile),
    });
  const update = useUpdateAdditionalInfo(role);
  const saveFailed = useSaveFailure({
    failed: 'profiles.additional_info_failed',
    showServerErrors,
  });

  // What the server saved (after a save, or a fresh load) becomes what the form shows.
  useEffect(() => reset(additionalValues(profile)), [profile, reset]);

  const send = ({ photo, ...fields }: AdditionalInfo) =>
    update.mutate(
      { fields, photo },
      {
        onSuccess: ({ message: text }) =>
          toastSuccess(text || message('profiles.additional_info_updated')),
        onError: saveFailed,
      },
    );

  return (
    <TabSection title={t('tabs.additional')} lead={t('additional.lead')}>
      <form ref={formRef} noValidate onSubmit={submit(send)} className="flex flex-col gap-6">
        <fieldset disabled={update.isPending} className="flex flex-col gap-6">
          <PhotoField
            file={form.watch('photo')}
            current={profile.photo ? fileUrl(profile.photo) : null}
            error={errorOf('photo')}
            input={file('photo')}
          />
          <AdditionalFields
            role={role}
            bind={bind}
            residence={{
              value: form.watch('residence'),
              onChange: (value) => set('residence', value),
              error: errorOf('residence'),
            }}
          />
        </fieldset>
        <div>
          <button type="submit" disabled={update.isPending} className={buttonClass()}>
            {update.isPending ? t('saving') : t('additional.save')}
          </button>
        </div>
      </form>
    </TabSection>
  );
}
