import type { VideoQuality } from '@madrasa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The choice of quality: a native <select> with a visible label, so every keyboard, screen
 * reader and phone offers it as it offers any other (a phone shows its own picker).
 */
export function QualityMenu({
  options,
  value,
  onChange,
}: {
  options: readonly VideoQuality[];
  value: VideoQuality;
  onChange: (quality: VideoQuality) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const name = (option: VideoQuality) =>
    option === 'auto' || option === 'data_saver' ? t(`video.quality.${option}`) : `${option}p`;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {t('video.quality')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = options.find((option) => option === event.target.value);
          if (next) onChange(next);
        }}
        className="min-h-11 rounded-lg border border-slate-300 bg-white ps-3 pe-8 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {name(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
