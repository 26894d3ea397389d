import { CITIES, CITY_NAMES, cityOf } from '@madrasa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/shared/lib/i18n.ts';
import { InputField, type Option, SelectField } from './field.tsx';

const OTHER = 'other';

/**
 * The place of residence, the same on sign-up and in the profile: the twelve governorates,
 * named in the reader's language, then "another place" with the place typed as a name. A
 * stored value that names a governorate in either language (`عمان`, `amman`) shows as that
 * governorate; any other (`Salt`) shows as "another place" with its text, so nothing stored
 * is lost or shown blank. The form holds one value: the governorate's key or the text.
 */
export function ResidenceField({
  name,
  value,
  onChange,
  label,
  placeholder,
  error,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  /** The residence's error, shown under the control in use. */
  error: string | undefined;
}) {
  const { t } = useTranslation('common');
  const city = cityOf(value);
  // "Another place" picked but not typed yet: the value alone cannot say so.
  const [otherPicked, setOtherPicked] = useState(false);
  const other = !city && (value !== '' || otherPicked);
  const language = currentLanguage();
  const options: Option[] = [
    ...CITIES.map((key) => ({ value: key, label: CITY_NAMES[key][language][0] ?? key })),
    { value: OTHER, label: t('residence.other') },
  ];
  return (
    <>
      <SelectField
        label={label}
        placeholder={placeholder}
        options={options}
        name={other ? undefined : name}
        value={other ? OTHER : (city ?? '')}
        error={other ? undefined : error}
        onChange={(event) => {
          const picked = event.target.value;
          setOtherPicked(picked === OTHER);
          onChange(picked === OTHER ? '' : picked);
        }}
      />
      {other && (
        <InputField
          label={t('residence.otherName')}
          name={name}
          value={value}
          error={error}
          autoComplete="address-level2"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </>
  );
}
