import { json } from '@/test/render-app.tsx';

/**
 * A mocked account-deletion route: it records every body in `sent`, refuses any password but
 * `password` as the API does (422 on the field), and accepts that one with `message`.
 */
export const deletionEndpoint =
  ({ password, message, sent }: { password: string; message: string; sent: unknown[] }) =>
  ({ init }: { init: RequestInit }) => {
    const body = JSON.parse(String(init.body));
    sent.push(body);
    if (body.password !== password) {
      return json(
        {
          status: 'error',
          code: 'validation_failed',
          message: 'البيانات المدخلة غير صالحة.',
          errors: { password: ['كلمة المرور غير صحيحة.'] },
        },
        422,
      );
    }
    return json({
      status: 'success',
      message,
      data: { deletion_requested_at: 'x', erase_after: 'y' },
    });
  };
