import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { cn } from '@/shared/lib/cn.ts';
import { useMessage } from '../../hooks/use-message.ts';
import { CONTROL_CLASS, Field } from './field.tsx';

/**
 * The Arabic and English versions of one text side by side (stacked on phones), each typed
 * in its own direction, so an editor sees both languages together.
 */
export function BilingualInputs<Values extends FieldValues>({
  form,
  base,
  labels,
  multiline,
}: {
  form: UseFormReturn<Values>;
  /** `name` for name_ar / name_en, `title` for title_ar / title_en … */
  base: string;
  labels: { ar: string; en: string };
  multiline?: boolean;
}) {
  const { errorText } = useMessage();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {(['ar', 'en'] as const).map((language) => {
        const name = `${base}_${language}` as Path<Values>;
        const error = form.formState.errors[name]?.message;
        return (
          <Field
            key={language}
            label={labels[language]}
            error={errorText(typeof error === 'string' ? error : undefined)}
            lang={language}
          >
            {(control) =>
              multiline ? (
                <textarea
                  {...control}
                  {...form.register(name)}
                  rows={8}
                  className={cn(CONTROL_CLASS, 'leading-relaxed')}
                />
              ) : (
                <input
                  {...control}
                  {...form.register(name)}
                  type="text"
                  className={CONTROL_CLASS}
                />
              )
            }
          </Field>
        );
      })}
    </div>
  );
}
