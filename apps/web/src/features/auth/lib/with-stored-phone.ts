import type { FormEvent } from 'react';
import { resetPhone } from '@/shared/lib/session.ts';

/**
 * Reset steps 2 and 3 send the phone kept from step 1 (`resetPhoneNumber`). Without it (another
 * tab finished or cleared the reset) they cannot go on: `onMissing` sends the reader back to
 * step 1 (docs/product.md §4); otherwise the form gets the phone and is submitted.
 */
export const withStoredPhone =
  ({
    onMissing,
    setPhone,
    submit,
  }: {
    onMissing: () => void;
    setPhone: (phone: string) => void;
    submit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>;
  }) =>
  (event: FormEvent<HTMLFormElement>) => {
    const phone = resetPhone.get();
    if (!phone) {
      event.preventDefault();
      onMissing();
      return;
    }
    setPhone(phone);
    return submit(event);
  };
