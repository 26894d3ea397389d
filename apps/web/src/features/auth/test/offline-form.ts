import type { Language } from '@madrasa/contracts';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { setConnection } from '@/test/connection.ts';
import { mockApi, renderApp } from '@/test/render-app.tsx';

/**
 * The form at `path` cannot be sent while offline: its `submit` button is disabled and
 * `text` says why, until the connection is back.
 */
export async function expectOfflineRefusal({
  path,
  language,
  submit,
  text,
}: {
  path: string;
  language: Language;
  submit: string;
  text: string;
}) {
  mockApi({});
  await renderApp(path, { language });
  const button = await screen.findByRole('button', { name: submit });
  expect(button).toHaveProperty('disabled', false);
  setConnection(false);
  expect(screen.getByText(text)).toBeTruthy();
  expect(button).toHaveProperty('disabled', true);
  setConnection(true);
  expect(screen.queryByText(text)).toBeNull();
  expect(button).toHaveProperty('disabled', false);
}
