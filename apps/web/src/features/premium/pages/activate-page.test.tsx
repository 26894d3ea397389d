import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { CARD_BODY, CARD_CODE, CARD_SHOWN, entitlement, ok } from '../test/premium-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

const activated = () =>
  json(
    {
      status: 'success',
      message: 'Mathematics – Grade 10, first semester is unlocked until Thu 27 May.',
      data: entitlement(),
    },
    201,
  );

/** Each POST /api/activations body, answered by `answer`. */
function activations(answer: (body: unknown) => Response) {
  const sent: unknown[] = [];
  const handler = ({ init }: { init: RequestInit }) => {
    const body = JSON.parse(String(init.body));
    sent.push(body);
    return answer(body);
  };
  return { sent, handler };
}

const toArabicIndic = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

describe('activating a card', () => {
  it('fills the code from the QR link, formats what is typed (Arabic-Indic digits, small letters), and opens the course', async () => {
    saveSession({ id: 2, username: 'stu_sara_2', token: 'student-token' });
    const { sent, handler } = activations(activated);
    mockApi({ '/api/activations': handler, '/api/me/courses': ok([]) });
    await renderApp(`/activate?code=${CARD_CODE.toLowerCase()}`, { language: 'en' });
    const code = await screen.findByLabelText<HTMLInputElement>('Card code');
    expect(code.value).toBe(CARD_SHOWN);
    expect(code.getAttribute('dir')).toBe('ltr');

    await userEvent.clear(code);
    await userEvent.type(code, toArabicIndic(CARD_CODE.toLowerCase()));
    expect(code.value).toBe(CARD_SHOWN);
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));

    const done = await screen.findByRole('region', { name: 'Card activated' });
    expect(
      within(done).getByText(
        'Mathematics – Grade 10, first semester is unlocked until Thu 27 May.',
      ),
    ).toBeTruthy();
    expect(within(done).getByText('Unlocked: Mathematics – Grade 10, first semester')).toBeTruthy();
    expect(within(done).getByText(/^Open until Thu 27 May/)).toBeTruthy();
    expect(within(done).getByRole('link', { name: 'Open the course' }).getAttribute('href')).toBe(
      '/course-content/31/1',
    );
    expect(sent).toEqual([{ code: CARD_CODE }]);
  });

  it('reads the whole link pasted into the field', async () => {
    saveSession({ id: 2, username: 'stu_sara_2', token: 'student-token' });
    mockApi({ '/api/me/courses': ok([]) });
    await renderApp('/activate', { language: 'en' });
    const code = await screen.findByLabelText<HTMLInputElement>('Card code');
    await userEvent.click(code);
    await userEvent.paste(`https://madrasa.jo/activate?code=${CARD_SHOWN}`);
    expect(code.value).toBe(CARD_SHOWN);
  });

  it('catches a mistyped character on the phone without asking the server', async () => {
    saveSession({ id: 2, username: 'stu_sara_2', token: 'student-token' });
    const fetchMock = mockApi({ '/api/me/courses': ok([]) });
    await renderApp('/activate', { language: 'ar' });
    const check = CARD_CODE.at(-1) === 'A' ? 'B' : 'A';
    await userEvent.type(await screen.findByLabelText('رمز البطاقة'), `${CARD_BODY}${check}`);
    await userEvent.click(screen.getByRole('button', { name: 'تفعيل' }));
    expect(await screen.findByText(/في هذا الرمز خطأ في الكتابة/)).toBeTruthy();
    expect(screen.getByLabelText('رمز البطاقة').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/activations'))).toEqual(
      [],
    );
  });

  it("shows the server's refusal under the field, in the reader's language", async () => {
    saveSession({ id: 2, username: 'stu_sara_2', token: 'student-token' });
    const message = 'تم تفعيل هذه البطاقة من قبل. تُستخدم كل بطاقة مرة واحدة.';
    const { handler } = activations(() =>
      json({ status: 'error', code: 'cards.used', message, errors: {} }, 409),
    );
    mockApi({ '/api/activations': handler, '/api/me/courses': ok([]) });
    await renderApp(`/activate?code=${CARD_CODE}`, { language: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: 'تفعيل' }));
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(screen.getByLabelText('رمز البطاقة').getAttribute('aria-invalid')).toBe('true');
  });

  it('lets a parent pick the linked child, the one the link names first', async () => {
    saveSession({ id: 9, username: 'par_huda_9', token: 'parent-token' });
    const { sent, handler } = activations(activated);
    mockApi({
      '/api/activations': handler,
      '/api/parent/children': ok([
        { id: 2, first_name: 'Sara', last_name: 'Haddad', linked_at: '2026-10-01T08:00:00Z' },
        { id: 3, first_name: 'Omar', last_name: 'Haddad', linked_at: '2026-10-02T08:00:00Z' },
      ]),
    });
    await renderApp(`/activate?student=3&code=${CARD_CODE}`, { language: 'en' });
    const child = await screen.findByLabelText<HTMLSelectElement>('For which child?');
    expect(child.value).toBe('3');
    await userEvent.selectOptions(child, 'Sara Haddad');
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('region', { name: 'Card activated' })).toBeTruthy();
    expect(sent).toEqual([{ code: CARD_CODE, student_id: 2 }]);
  });

  it('sends a visitor to log in first', async () => {
    mockApi({});
    const { router } = await renderApp(`/activate?code=${CARD_CODE}`, { language: 'en' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login/student'));
    expect(sessionStorage.getItem('returnTo')).toBe(`/activate?code=${CARD_CODE}`);
  });
});
