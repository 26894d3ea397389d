import { useTranslation } from 'react-i18next';
import type { Role } from '../api/profile-types.ts';
import type { useCheckedForm } from '../hooks/use-checked-form.ts';
import { useProfileOptions } from '../hooks/use-profile-options.ts';
import { type AdditionalValues, localToday } from '../lib/profile-checks.ts';
import { CONTROL_CLASS, FormField, type Option, SelectOptions } from './form-field.tsx';

type Form = ReturnType<typeof useCheckedForm<AdditionalValues>>;

const ABOUT_MAX = 1000;

/** The text and choice fields of the Additional Information tab. */
export function AdditionalFields({ role, form }: { role: Role; form: Form }) {
  const { t } = useTranslation('profile');
  const options = useProfileOptions();
  const select = (name: 'level' | 'gender' | 'residence', label: string, choices: Option[]) => (
    <FormField label={label} error={form.problem(name)}>
      {(control) => (
        <select {...control} {...form.bind(name)} className={`${CONTROL_CLASS} appearance-auto`}>
          <SelectOptions placeholder={t('choose')} options={choices} />
        </select>
      )}
    </FormField>
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label={t('field.birthday')} error={form.problem('birthday')}>
        {(control) => (
          <input
            {...control}
            {...form.bind('birthday')}
            type="date"
            max={localToday()}
            autoComplete="bday"
            className={CONTROL_CLASS}
          />
        )}
      </FormField>
      {role === 'student'
        ? select('level', t('field.grade'), options.grades)
        : select('level', t('field.teachingLevel'), options.teachingLevels)}
      {select('gender', t('field.gender'), options.genders)}
      {select('residence', t('field.residence'), options.cities)}
      <FormField
        label={t('field.about')}
        hint={t('field.aboutHint')}
        error={form.problem('about_you')}
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea
            {...control}
            {...form.bind('about_you')}
            rows={5}
            maxLength={ABOUT_MAX}
            className={`${CONTROL_CLASS} resize-y`}
          />
        )}
      </FormField>
    </div>
  );
}
