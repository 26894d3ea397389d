import type { FieldBind } from '@/shared/hooks/use-schema-form.ts';
import { cn } from '@/shared/lib/cn.ts';
import { controlClass, Field } from '@/shared/ui/field.tsx';

/**
 * The Arabic and English versions of one text side by side (stacked on phones), each typed
 * in its own direction, so an editor sees both languages together.
 */
export function BilingualInputs<Name extends string>({
  bind,
  base,
  labels,
  multiline,
}: {
  bind: FieldBind<Name>;
  /** `name` for name_ar / name_en, `title` for title_ar / title_en … */
  base: string;
  labels: { ar: string; en: string };
  multiline?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {(['ar', 'en'] as const).map((language) => {
        const { registration, error } = bind(`${base}_${language}` as Name);
        return (
          <Field key={language} label={labels[language]} error={error} lang={language}>
            {(control) =>
              multiline ? (
                <textarea
                  {...control}
                  {...registration}
                  rows={8}
                  className={cn(controlClass(true), 'leading-relaxed')}
                />
              ) : (
                <input {...control} {...registration} type="text" className={controlClass(true)} />
              )
            }
          </Field>
        );
      })}
    </div>
  );
}
