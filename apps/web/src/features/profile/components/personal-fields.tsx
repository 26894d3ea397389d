import type { SiteRole } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import type { FieldBind } from '@/shared/hooks/use-schema-form.ts';
import { InputField, SelectField } from '@/shared/ui/field.tsx';
import { useProfileOptions } from '../hooks/use-profile-options.ts';
import type { PersonalValues } from '../lib/profile-forms.ts';

const TEXT_FIELDS = [
  { name: 'first_name', label: 'field.firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'field.lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'field.email', type: 'email', autoComplete: 'email' },
  { name: 'phone_number', label: 'field.phone', type: 'tel', autoComplete: 'tel' },
] as const;

/**
 * Name, e-mail, phone and the level (a student's grade, a teacher's teaching level). While
 * read-only the texts stay focusable and selectable (readOnly); the select is disabled.
 */
export function PersonalFields({
  role,
  bind,
  editable,
}: {
  role: SiteRole;
  bind: FieldBind<keyof PersonalValues>;
  editable: boolean;
}) {
  const { t } = useTranslation('profile');
  const options = useProfileOptions();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {TEXT_FIELDS.map((field) => (
        <InputField
          key={field.name}
          label={t(field.label)}
          {...bind(field.name)}
          type={field.type}
          autoComplete={field.autoComplete}
          readOnly={!editable}
          dir={field.type === 'text' ? undefined : 'ltr'}
        />
      ))}
      <SelectField
        label={t(role === 'student' ? 'field.grade' : 'field.teachingLevel')}
        placeholder={t('choose')}
        options={role === 'student' ? options.grades : options.teachingLevels}
        {...bind('level')}
        disabled={!editable}
      />
    </div>
  );
}
