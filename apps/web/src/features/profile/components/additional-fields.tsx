import type { SiteRole } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import type { FieldBind } from '@/shared/hooks/use-schema-form.ts';
import { InputField, type Option, SelectField, TextAreaField } from '@/shared/ui/field.tsx';
import { useProfileOptions } from '../hooks/use-profile-options.ts';
import { type AdditionalValues, localToday } from '../lib/profile-forms.ts';

const ABOUT_MAX = 1000;

/** The text and choice fields of the Additional Information tab. */
export function AdditionalFields({
  role,
  bind,
}: {
  role: SiteRole;
  bind: FieldBind<Exclude<keyof AdditionalValues, 'photo'>>;
}) {
  const { t } = useTranslation('profile');
  const options = useProfileOptions();
  const select = ({
    name,
    label,
    choices,
  }: {
    name: 'level' | 'gender' | 'residence';
    label: string;
    choices: Option[];
  }) => <SelectField label={label} placeholder={t('choose')} options={choices} {...bind(name)} />;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField
        label={t('field.birthday')}
        {...bind('birthday')}
        type="date"
        max={localToday()}
        autoComplete="bday"
      />
      {role === 'student'
        ? select({ name: 'level', label: t('field.grade'), choices: options.grades })
        : select({
            name: 'level',
            label: t('field.teachingLevel'),
            choices: options.teachingLevels,
          })}
      {select({ name: 'gender', label: t('field.gender'), choices: options.genders })}
      {select({ name: 'residence', label: t('field.residence'), choices: options.cities })}
      <TextAreaField
        label={t('field.about')}
        hint={t('field.aboutHint')}
        {...bind('about_you')}
        rows={5}
        maxLength={ABOUT_MAX}
        className="sm:col-span-2"
        controlClassName="resize-y"
      />
    </div>
  );
}
