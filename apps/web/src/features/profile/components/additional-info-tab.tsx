import { CITIES } from '@madrasa/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import type { ProfileOf, Role } from '../api/profile-types.ts';
import {
  type AdditionalInfoPayload,
  useUpdateAdditionalInfo,
} from '../api/update-additional-info.ts';
import { useCheckedForm } from '../hooks/use-checked-form.ts';
import { useMessage } from '../hooks/use-message.ts';
import { useSessionExpiry } from '../hooks/use-session-expiry.ts';
import { failureText } from '../lib/failure-text.ts';
import { levelOf } from '../lib/level-of.ts';
import { type AdditionalValues, checkAdditionalInfo } from '../lib/profile-checks.ts';
import { AdditionalFields } from './additional-fields.tsx';
import { PhotoField } from './photo-field.tsx';
import { TabSection } from './tab-section.tsx';

/** A residence typed at sign-up ("amman") preselects its city when it names one. */
const cityOf = (residence: string | null): string =>
  CITIES.find((city) => city.toLowerCase() === residence?.trim().toLowerCase()) ?? '';

export function additionalValues<R extends Role>(profile: ProfileOf<R>): AdditionalValues {
  return {
    birthday: profile.birthday ?? '',
    level: levelOf(profile),
    about_you: profile.about_you ?? '',
    gender: profile.gender ?? '',
    residence: cityOf(profile.residence),
    photo: null,
  };
}

const payloadOf = (role: Role, values: AdditionalValues): AdditionalInfoPayload => {
  const { birthday, level, about_you, gender, residence, photo } = values;
  const shared = { birthday, about_you: about_you.trim(), gender, residence };
  return {
    fields: role === 'student' ? { ...shared, grade: level } : { ...shared, teaching_level: level },
    photo,
  };
};

/** Birthday, level, about, gender, residence and the photo, sent as multipart. */
export function AdditionalInfoTab<R extends Role>({
  role,
  profile,
}: {
  role: R;
  profile: ProfileOf<R>;
}) {
  const { t } = useTranslation('profile');
  const { message } = useMessage();
  const form = useCheckedForm(additionalValues(profile));
  const update = useUpdateAdditionalInfo(role);
  const expire = useSessionExpiry();
  const { reset } = form;

  // What the server saved (after a save, or a fresh load) becomes what the form shows.
  useEffect(() => reset(additionalValues(profile)), [profile, reset]);

  const send = (values: AdditionalValues) =>
    update.mutate(payloadOf(role, values), {
      onSuccess: ({ message: text }) =>
        toastSuccess(text || message('profiles.additional_info_updated')),
      onError: (error) => {
        if (expire(error)) return;
        toastError(failureText(message('profiles.additional_info_failed'), error));
        form.showServerProblems(error, { grade: 'level', teaching_level: 'level' });
      },
    });

  return (
    <TabSection title={t('tabs.additional')} lead={t('additional.lead')}>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.onSubmit((values) => checkAdditionalInfo(role, values), send)}
        className="flex flex-col gap-6"
      >
        <fieldset disabled={update.isPending} className="flex flex-col gap-6">
          <PhotoField
            name="photo"
            file={form.values.photo}
            current={profile.photo ? fileUrl(profile.photo) : null}
            error={form.problem('photo')}
            onChange={form.bind('photo').onChange}
          />
          <AdditionalFields role={role} form={form} />
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
