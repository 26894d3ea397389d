import type { SiteRole } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import type { FieldBind } from '@/shared/hooks/use-schema-form.ts';
import { InputField, type Option, SelectField, TextAreaField } from '@/shared/ui/field.tsx';
import { ResidenceField } from '@/shared/ui/residence-field.tsx';
import { useProfileOptions } from '../hooks/use-profile-options.ts';
import { type AdditionalValues, localToday } from '../lib/profile-forms.ts';

const ABOUT_MAX = 1000;

/** The text and choice fields of the Additional Information tab. */
export function AdditionalFields({
  role,
  bind,
  residence,
}: {
  role: SiteRole;
  bind: FieldBind<Exclude<keyof AdditionalValues, 'photo'>>;
  /** The residence picker's value and setter (it is drawn as a controlled value). */
  residence: { value: string; onChange: (value: string) => void; error: string | undefined };
}) {
  const { t } = useTranslation('profile');
  const options = useProfileOptions();
  const select = ({
    name,
    label,
    choices,
  }: {
    name: 'level' | 'gender';
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
      <ResidenceField
        name="residence"
        label={t('field.residence')}
        placeholder={t('choose')}
        {...residence}
      />
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
