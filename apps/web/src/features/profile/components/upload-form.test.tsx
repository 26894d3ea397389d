import type { Language } from '@madrasa/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '@/shared/lib/i18n.ts';
import { setConnection } from '@/test/connection.ts';
import { UploadForm } from './upload-form.tsx';

const OFFLINE = {
  en: 'Uploads need a connection: files are kept on the server. Connect, then upload.',
  ar: 'رفع الملفات يحتاج اتصالًا بالإنترنت: تُحفظ الملفات على الخادم. اتصل ثم ارفعها.',
} as const;

async function renderForm(language: Language) {
  await i18nReady;
  await changeLanguage(language);
  await loadNamespaces('profile');
  render(
    <UploadForm
      title="Files"
      formRef={{ current: null }}
      onSubmit={(event) => event.preventDefault()}
      busy={false}
      progress={null}
      submitLabel="Upload"
    >
      <input type="file" aria-label="PDF" />
    </UploadForm>,
  );
  return screen.getByRole('button', { name: 'Upload' });
}

describe("a teacher's upload form", () => {
  it.each(['en', 'ar'] as const)('cannot upload offline, and says why (%s)', async (language) => {
    const button = await renderForm(language);
    expect(button).toHaveProperty('disabled', false);

    setConnection(false);
    expect(screen.getByText(OFFLINE[language])).toBeTruthy();
    expect(button).toHaveProperty('disabled', true);
    setConnection(true);
    expect(screen.queryByText(OFFLINE[language])).toBeNull();
    expect(button).toHaveProperty('disabled', false);
  });
});
