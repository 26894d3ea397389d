import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useCallback } from 'react';
import {
  type ChangeHandler,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type SubmitHandler,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/shared/lib/api-client.ts';
import { toastError } from '@/shared/lib/toast.ts';
import { useMessages } from './use-messages.ts';

/**
 * Every error shows under its field; the toasts name the first few only: ten stacked toasts
 * (an empty sign-up form) would cover a phone's screen and the very fields to fix.
 */
const MAX_ERROR_TOASTS = 3;

/** Focuses the first control, in page order, that has an error. */
function focusFirstError(form: unknown, errors: object) {
  if (!(form instanceof HTMLFormElement)) return;
  const first = Array.from(form.elements).find((element) => {
    const name = element.getAttribute('name');
    return name !== null && name in errors;
  });
  if (first instanceof HTMLElement) first.focus();
}

/**
 * A form of the entry screens (spec §5): the shared zod schema checks it on submit only; a
 * field's error clears as soon as that field is edited (no re-check while typing); errors
 * show under their fields and as error toasts, and the first one takes the focus; the
 * server's 422 field errors land on the fields they name.
 */
export function useAuthForm<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
) {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Its own pick follows registration bookkeeping, not the page; see focusFirstError.
    shouldFocusError: false,
  });
  const { errorText } = useMessages();
  const { register, clearErrors, handleSubmit, setError } = form;

  const field = useCallback(
    (name: Path<In>) => {
      const registration = register(name);
      return {
        ...registration,
        onChange: (event: Parameters<ChangeHandler>[0]) => {
          clearErrors(name);
          return registration.onChange(event);
        },
      };
    },
    [register, clearErrors],
  );

  const reportErrors = useCallback(
    (errors: FieldErrors<In>, event?: BaseSyntheticEvent) => {
      focusFirstError(event?.target, errors);
      const texts = Object.values(errors)
        .map((error) => errorText(typeof error?.message === 'string' ? error.message : undefined))
        .filter(Boolean)
        .slice(0, MAX_ERROR_TOASTS);
      // Newest toasts sit on top, so the first field's error is toasted last. The text is the
      // id: submitting again does not stack a second copy of a toast still shown.
      for (const text of texts.reverse()) toastError(text, { toastId: text });
    },
    [errorText],
  );

  const submit = useCallback(
    (onValid: SubmitHandler<Out>) => handleSubmit(onValid, reportErrors),
    [handleSubmit, reportErrors],
  );

  /** Puts a 422's field errors on the fields of this form; true when any landed. */
  const showServerErrors = useCallback(
    (error: unknown): boolean => {
      if (!(error instanceof ApiError)) return false;
      let shown = false;
      for (const [name, messages] of Object.entries(error.errors)) {
        if (!(name in (defaultValues as object)) || !messages[0]) continue;
        setError(name as Path<In>, { type: 'server', message: messages[0] });
        shown = true;
      }
      return shown;
    },
    [defaultValues, setError],
  );

  return { form, field, submit, showServerErrors };
}
