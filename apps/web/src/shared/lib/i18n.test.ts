import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, i18nReady, readStoredLanguage } from './i18n.ts';

describe('i18n', () => {
  it('starts in Arabic, right to left', async () => {
    await i18nReady;
    await changeLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('switching sets <html lang/dir> and persists the choice', async () => {
    await i18nReady;
    await changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(readStoredLanguage()).toBe('en');
    expect(i18n.t('nav.home')).toBe('Home');

    await changeLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('lang')).toBe('ar');
    expect(i18n.t('nav.home')).toBe('الرئيسية');
  });

  it('links the manifest of the new language, so an install names the app in it', async () => {
    await i18nReady;
    await changeLanguage('ar');
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.append(link);
    await changeLanguage('en');
    expect(link.getAttribute('href')).toBe('/manifest.en.webmanifest');
    await changeLanguage('ar');
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it("follows the language cookie over the stored copy: the server's switch writes only it", () => {
    localStorage.setItem('lang', 'ar');
    // biome-ignore lint/suspicious/noDocumentCookie: as GET /language writes it
    document.cookie = 'lang=en; path=/';
    expect(readStoredLanguage()).toBe('en');
    // biome-ignore lint/suspicious/noDocumentCookie: a reader who never chose keeps the stored copy
    document.cookie = 'lang=; path=/; max-age=0';
    expect(readStoredLanguage()).toBe('ar');
  });

  it('ignores an unsupported stored language', () => {
    localStorage.setItem('lang', 'fr');
    expect(readStoredLanguage()).toBe('ar');
  });

  it('serves the shared message catalogue as the messages namespace', async () => {
    await i18nReady;
    await changeLanguage('en');
    expect(i18n.t('messages:error.network')).toBe(
      'Network error. Please check your internet connection.',
    );
    // Any namespace falls back to the catalogue.
    expect(i18n.t('error.network')).toBe('Network error. Please check your internet connection.');
    await changeLanguage('ar');
    expect(i18n.t('messages:error.network')).toBe(
      'خطأ في الشبكة. يرجى التحقق من اتصالك بالإنترنت.',
    );
  });
});
