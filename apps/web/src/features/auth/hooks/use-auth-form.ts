import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
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
 * A form of the entry screens (spec §5): the shared zod schema checks it on submit only; a
 * field's error clears as soon as that field is edited (no re-check while typing); every
 * error shows under its field and as an error toast; the server's 422 field errors land on
 * the fields they name.
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

  const toastErrors = useCallback(
    (errors: FieldErrors<In>) => {
      for (const error of Object.values(errors)) {
        const text = errorText(typeof error?.message === 'string' ? error.message : undefined);
        // The text as id: submitting again does not stack a second copy of a shown toast.
        if (text) toastError(text, { toastId: text });
      }
    },
    [errorText],
  );

  const submit = useCallback(
    (onValid: SubmitHandler<Out>) => handleSubmit(onValid, toastErrors),
    [handleSubmit, toastErrors],
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
