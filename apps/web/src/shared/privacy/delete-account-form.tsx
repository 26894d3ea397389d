import { type AccountDeletionInput, accountDeletionSchema } from '@madrasa/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { InputField } from '@/shared/ui/field.tsx';

/** The words of one deletion form: the student's own account or a parent's for a child. */
export type DeleteAccountTexts = {
  password: string;
  passwordHint: string;
  submit: string;
  confirmTitle: string;
  confirmBody: string;
  confirm: string;
};

/**
 * Asking to delete an account (docs/decisions.md, "Privacy"): a password, then a dialog
 * saying what is erased and the grace period. `request` sends it and returns the server's
 * message; a refusal of the password shows on the field, and `onFailed` says the rest.
 */
export function DeleteAccountForm({
  login,
  texts,
  request,
  onDone,
  onFailed,
}: {
  /** The signed-in account's login, so that password managers offer the right password. */
  login: string;
  texts: DeleteAccountTexts;
  request: (input: AccountDeletionInput) => Promise<string>;
  onDone: (message: string) => void;
  onFailed: (error: unknown) => void;
}) {
  const { formRef, bind, submit, showServerErrors } = useSchemaForm<
    AccountDeletionInput,
    AccountDeletionInput
  >({ schema: accountDeletionSchema, defaultValues: { password: '' } });
  const deletion = useMutation({ mutationFn: request });
  const [confirming, setConfirming] = useState<AccountDeletionInput | null>(null);

  const confirm = () => {
    if (!confirming) return;
    deletion.mutate(confirming, {
      onSuccess: (message) => {
        setConfirming(null);
        onDone(message);
      },
      onError: (error) => {
        setConfirming(null);
        onFailed(error);
        showServerErrors(error);
      },
    });
  };

  return (
    <>
      <form
        ref={formRef}
        noValidate
        onSubmit={submit((values) => setConfirming(values))}
        className="flex max-w-md flex-col gap-4"
      >
        <input type="text" autoComplete="username" value={login} readOnly hidden />
        <InputField
          label={texts.password}
          hint={texts.passwordHint}
          {...bind('password')}
          type="password"
          autoComplete="current-password"
          disabled={deletion.isPending}
        />
        <div>
          <button type="submit" disabled={deletion.isPending} className={buttonClass('danger')}>
            {texts.submit}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={texts.confirmTitle}
        confirmLabel={texts.confirm}
        busy={deletion.isPending}
        onConfirm={confirm}
        onOpenChange={(open) => {
          if (!open && !deletion.isPending) setConfirming(null);
        }}
      >
        <p>{texts.confirmBody}</p>
      </ConfirmDialog>
    </>
  );
}
