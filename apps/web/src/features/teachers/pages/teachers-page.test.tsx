import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { page, teacherRow } from '../test/teacher-fixtures.ts';

// The first render loads the lazy page and its texts, which can pass 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const TEN = Array.from({ length: 10 }, (_, i) => teacherRow(i + 1));
const OPTIONS = {
  status: 'success',
  data: { subjects: ['Physics', 'Arabic'], names: ['First1 Last1'], names_truncated: false },
};

const cards = () => screen.getAllByRole('article');

describe('teachers directory', () => {
  it('shows cards with photo, name, section, truncated about text and a link to the page', async () => {
    const about = 'a'.repeat(80);
    mockApi({
      '/api/teachers': page([
        teacherRow(4, { about_you: about, age_group_taught: null, photo: '' }),
      ]),
      '/api/teachers/filters': OPTIONS,
    });
    await renderApp('/teachers', { language: 'en' });
    const link = await screen.findByRole('link', { name: 'First4 Last4' });
    expect(link.getAttribute('href')).toBe('/teachers-details/4');
    const card = cards()[0] as HTMLElement;
    expect(within(card).getByText(`${'a'.repeat(75)}...`)).toBeTruthy();
    expect(within(card).getByText('Undefined')).toBeTruthy();
    const photo = within(card).getByRole('img', { name: 'Photo of First4 Last4' });
    expect(photo.getAttribute('src')).toBe('/storage/defaults/teacher-photo.webp');
  });

  it('says when the name list holds only the first names', async () => {
    mockApi({
      '/api/teachers': page([teacherRow(1)]),
      '/api/teachers/filters': { ...OPTIONS, data: { ...OPTIONS.data, names_truncated: true } },
    });
    await renderApp('/teachers', { language: 'en' });
    const names = await screen.findByRole('combobox', { name: 'Teacher name' });
    await waitFor(() => expect(names.getAttribute('aria-describedby')).toBeTruthy());
    expect(
      screen.getByText('The first 200 names. Choose a section or subject to narrow them.'),
    ).toBeTruthy();
  });

  it('falls back to the default photo when a photo fails to load', async () => {
    mockApi({ '/api/teachers': page([teacherRow(1)]), '/api/teachers/filters': OPTIONS });
    await renderApp('/teachers', { language: 'en' });
    const photo = await screen.findByRole('img', { name: 'Photo of First1 Last1' });
    expect(photo.getAttribute('src')).toBe('/storage/teachers/photos/1.webp');
    fireEvent.error(photo);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Photo of First1 Last1' }).getAttribute('src')).toBe(
        '/storage/defaults/teacher-photo.webp',
      ),
    );
  });

  it('shows six teachers, then three more per Show More', async () => {
    mockApi({ '/api/teachers': page(TEN), '/api/teachers/filters': OPTIONS });
    await renderApp('/teachers', { language: 'en' });
    await screen.findByRole('link', { name: 'First1 Last1' });
    expect(cards()).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(cards()).toHaveLength(9);
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(cards()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
  });

  it('fetches the next page only when Show More runs past the loaded teachers', async () => {
    const fetchMock = mockApi({
      '/api/teachers': ({ url }: { url: URL }) =>
        json(
          url.searchParams.get('cursor') === '7' ? page(TEN.slice(7)) : page(TEN.slice(0, 7), '7'),
        ),
      '/api/teachers/filters': OPTIONS,
    });
    await renderApp('/teachers', { language: 'en' });
    await screen.findByRole('link', { name: 'First1 Last1' });
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    await waitFor(() => expect(cards()).toHaveLength(9));
    const listCalls = fetchMock.mock.calls.filter(([input]) =>
      String(input).includes('/api/teachers?'),
    );
    expect(listCalls).toHaveLength(2);
  });

  it('narrows the list by the dropdowns, keeps them in the URL, and Delete All resets', async () => {
    const fetchMock = mockApi({
      '/api/teachers': ({ url }: { url: URL }) =>
        json(page(url.searchParams.get('subject') === 'Arabic' ? [teacherRow(2)] : TEN)),
      '/api/teachers/filters': OPTIONS,
    });
    const { router } = await renderApp('/teachers', { language: 'en' });
    await screen.findByRole('link', { name: 'First1 Last1' });
    const reset = screen.getByRole('button', { name: 'Delete All' }) as HTMLButtonElement;
    expect(reset.disabled).toBe(true);

    await userEvent.selectOptions(screen.getByLabelText('Section'), 'Primary');
    await userEvent.selectOptions(await screen.findByLabelText('Subject'), 'Arabic');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(router.state.location.search).toBe('?age_group_taught=Primary&subject=Arabic');
    const last = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((u) => u.includes('/api/teachers?'))
      .at(-1);
    expect(last).toContain('age_group_taught=Primary');
    expect(last).toContain('subject=Arabic');

    await userEvent.click(reset);
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(router.state.location.search).toBe('');
    expect((screen.getByLabelText('Section') as HTMLSelectElement).value).toBe('');
  });

  it('starts from the filters in the URL', async () => {
    const fetchMock = mockApi({ '/api/teachers': page([]), '/api/teachers/filters': OPTIONS });
    await renderApp('/teachers?name=First1%20Last1', { language: 'en' });
    expect(await screen.findByText('No teachers found')).toBeTruthy();
    expect((screen.getByLabelText('Teacher name') as HTMLSelectElement).value).toBe('First1 Last1');
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.find((url) => url.includes('/api/teachers?'))).toContain('name=First1+Last1');
  });

  it("says 'Failed to load teachers' with a Try Again button", async () => {
    mockApi({ '/api/teachers': () => json({ status: 'error', message: 'x', code: 'y' }, 500) });
    await renderApp('/teachers', { language: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load teachers');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it("says 'Error connecting to the server' when the server cannot be reached", async () => {
    await renderApp('/teachers', { language: 'en' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error connecting to the server',
    );
  });

  it('is translated into Arabic', async () => {
    mockApi({ '/api/teachers': page([]), '/api/teachers/filters': OPTIONS });
    await renderApp('/teachers');
    expect(await screen.findByText('لم يتم العثور على معلمين')).toBeTruthy();
    expect(screen.getByLabelText('المرحلة')).toBeTruthy();
  });
});
