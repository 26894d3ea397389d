import { toLatinDigits } from '@madrasa/contracts';
import { type BaseSyntheticEvent, type ChangeEvent, useCallback, useRef, useState } from 'react';
import {
  type ChangeHandler,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type SubmitHandler,
  type UseFormRegisterReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/shared/lib/api-client.ts';
import { toastError } from '@/shared/lib/toast.ts';
import { useMessage } from './use-message.ts';

/**
 * Every error shows under its field; the toasts name the first few only: ten stacked toasts
 * (an empty sign-up form) would cover a phone's screen and the very fields to fix.
 */
const MAX_ERROR_TOASTS = 3;

/** What `bind` gives a Field: the control's registration and the field's error. */
export type FieldBind<Name extends string> = (name: Name) => {
  registration: UseFormRegisterReturn;
  error: string | undefined;
};

export type SchemaFormOptions<In extends FieldValues, Out> = {
  /** The contracts' schema of the request (or a form's schema built from it). */
  schema: z.ZodType<Out, unknown>;
  /**
   * The form's first values (later renders' are ignored): the blank state `reset()` returns
   * to, and the names of the fields server errors may land on.
   */
  defaultValues: In;
  /**
   * Schema and server field names this form shows under another name, such as
   * `{ grade: 'level' }`: values are renamed before the check, errors after it.
   */
  fieldNames?: Record<string, Path<In>>;
  /**
   * One toast for a refused submit, made from its errors (catalogue keys), instead of a
   * toast of each field's own error; null for none.
   */
  invalidToast?: (errors: string[]) => string | null;
};

const takesNumber = (input: HTMLInputElement) =>
  input.type === 'tel' || input.inputMode === 'numeric' || input.inputMode === 'decimal';

/** Rewrites Arabic-Indic digits as 0-9 in place; one character for one, so the caret stays. */
function latinizeDigits(input: HTMLInputElement) {
  const latin = toLatinDigits(input.value);
  if (latin === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = latin;
  input.setSelectionRange(selectionStart, selectionEnd);
}

/** Focuses the first control, in page order, that has an error. */
function focusFirstError(form: HTMLFormElement | null, errors: object) {
  const first = Array.from(form?.elements ?? []).find((element) => {
    const name = element.getAttribute('name');
    return name !== null && name in errors;
  });
  if (first instanceof HTMLElement) first.focus();
}

/**
 * Checks a form's values with its schema: the schema's output, or the first error (a
 * catalogue key) of each field that has one, under the form's own field names.
 */
export function checkValues<Out>({
  schema,
  values,
  fieldNames = {},
}: {
  schema: z.ZodType<Out, unknown>;
  values: Record<string, unknown>;
  fieldNames?: Record<string, string> | undefined;
}): { success: true; data: Out } | { success: false; errors: Record<string, string> } {
  const toSchema = Object.fromEntries(
    Object.entries(fieldNames).map(([schema, form]) => [form, schema]),
  );
  const input = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [toSchema[name] ?? name, value]),
  );
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[fieldNames[field] ?? field] ??= issue.message;
  }
  return { success: false, errors };
}

/**
 * The one form hook: react-hook-form checked by a zod schema from contracts, as docs/product.md §5
 * (docs/behaviour.md) has every form behave: checked on submit only; a field's error clears
 * as soon as that field is edited (no re-check while typing); errors show under their
 * fields and as error toasts, and the first one takes the focus; a 422's field errors land
 * on the fields they name. `submit(onValid)` hands `onValid` the schema's output.
 */
export function useSchemaForm<In extends FieldValues, Out>({
  schema,
  defaultValues,
  fieldNames,
  invalidToast,
}: SchemaFormOptions<In, Out>) {
  const [initial] = useState(defaultValues);
  const form = useForm<In, unknown, Out>({
    resolver: schemaResolver<In, Out>(schema, fieldNames),
    defaultValues: initial as DefaultValues<In>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Its own pick follows registration bookkeeping, not the page; see focusFirstError.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { errorText } = useMessage();
  const { register, clearErrors, handleSubmit, setError, setValue, reset: resetForm } = form;
  const { errors } = form.formState;

  /**
   * A text, select or textarea control's registration; editing it clears its error. In a
   * control for a number (a `tel` input, or `inputmode` numeric or decimal), digits typed on an
   * Arabic keyboard turn into 0-9 as they are typed.
   */
  const field = useCallback(
    (name: Path<In>) => {
      const registration = register(name);
      return {
        ...registration,
        onChange: (event: Parameters<ChangeHandler>[0]) => {
          clearErrors(name);
          if (event.target instanceof HTMLInputElement && takesNumber(event.target)) {
            latinizeDigits(event.target);
          }
          return registration.onChange(event);
        },
      };
    },
    [register, clearErrors],
  );

  /** A file input: its value is the picked file (null when none); picking clears its error. */
  const file = useCallback(
    (name: Path<In>) => ({
      name,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        clearErrors(name);
        setValue(name, (event.target.files?.[0] ?? null) as PathValue<In, Path<In>>);
      },
    }),
    [clearErrors, setValue],
  );

  /** A value set by the page rather than typed (a picker's choice); it clears the error too. */
  const set = useCallback(
    (name: Path<In>, value: PathValue<In, Path<In>>) => {
      clearErrors(name);
      setValue(name, value, { shouldDirty: true });
    },
    [clearErrors, setValue],
  );

  /** The error of a field, as the shared Field shows it. */
  const errorOf = (name: Path<In>): string | undefined => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  /** A Field's registration and error in one. */
  const bind = (name: Path<In>) => ({ registration: field(name), error: errorOf(name) });

  const reportErrors = useCallback(
    (found: FieldErrors<In>, target: unknown) => {
      focusFirstError(target instanceof HTMLFormElement ? target : formRef.current, found);
      const keys = Object.values(found)
        .map((error) => (typeof error?.message === 'string' ? error.message : ''))
        .filter(Boolean);
      if (invalidToast) {
        const text = invalidToast(keys);
        if (text) toastError(text, { toastId: text });
        return;
      }
      const texts = keys.map(errorText).filter(Boolean).slice(0, MAX_ERROR_TOASTS);
      // Newest toasts sit on top, so the first field's error is toasted last. The text is the
      // id: submitting again does not stack a second copy of a toast still shown.
      for (const text of texts.reverse()) toastError(text, { toastId: text });
    },
    [errorText, invalidToast],
  );

  /**
   * A submit handler: `onValid` with the schema's output, or the errors reported (and then
   * `onInvalid`, for checks the schema cannot make, such as files kept outside the form).
   */
  const submit = useCallback(
    (onValid: SubmitHandler<Out>, onInvalid?: () => void) => (event?: BaseSyntheticEvent) =>
      handleSubmit(onValid, (found) => {
        reportErrors(found, event?.target);
        onInvalid?.();
      })(event),
    [handleSubmit, reportErrors],
  );

  /**
   * Puts a 422's field errors on the fields of this form (renamed by `fieldNames`). Returns
   * the first error of each field the form does not have (a file kept outside it, say).
   */
  const showServerErrors = useCallback(
    (error: unknown): Record<string, string> => {
      const others: Record<string, string> = {};
      if (!(error instanceof ApiError)) return others;
      for (const [serverName, messages] of Object.entries(error.errors)) {
        const name = fieldNames?.[serverName] ?? serverName;
        const [message] = messages;
        if (!message) continue;
        if (name in initial) setError(name as Path<In>, { type: 'server', message });
        else others[serverName] = message;
      }
      return others;
    },
    [initial, fieldNames, setError],
  );

  /**
   * Back to `values` (the blank state by default). The form element is reset first, which
   * also empties its file inputs; react-hook-form then writes the values into the fields.
   */
  const reset = useCallback(
    (values: In = initial) => {
      formRef.current?.reset();
      resetForm(values);
    },
    [initial, resetForm],
  );

  return { form, formRef, field, file, set, bind, errorOf, submit, showServerErrors, reset };
}

/** The schema as react-hook-form's resolver, through checkValues. */
const schemaResolver =
  <In extends FieldValues, Out>(
    schema: z.ZodType<Out, unknown>,
    fieldNames: Record<string, string> | undefined,
  ): Resolver<In, unknown, Out> =>
  async (values) => {
    const result = checkValues({ schema, values, fieldNames });
    if (result.success) return { values: result.data, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([name, message]) => [name, { type: 'schema', message }]),
    );
    return { values: {}, errors: errors as FieldErrors<In> };
  };

/** A form made by useSchemaForm, for the pieces a form is drawn with. */
export type SchemaForm<In extends FieldValues, Out = In> = ReturnType<
  typeof useSchemaForm<In, Out>
>;
