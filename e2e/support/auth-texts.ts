import arAuth from '../../apps/web/src/locales/ar/auth.json' with { type: 'json' };
import arCommon from '../../apps/web/src/locales/ar/common.json' with { type: 'json' };
import enAuth from '../../apps/web/src/locales/en/auth.json' with { type: 'json' };
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import { MESSAGES } from '../../packages/contracts/src/messages/index.ts';
import type { Language } from './fixtures';

/**
 * The texts the entry screens show, from the same files the app loads, so each journey runs
 * word for word in Arabic and in English.
 */
export const textsFor = (language: Language) => ({
  ui: language === 'ar' ? arAuth : enAuth,
  common: language === 'ar' ? arCommon : enCommon,
  msg: MESSAGES[language],
});
export type Texts = ReturnType<typeof textsFor>;

let sequence = 0;

/** A new person with a phone and e-mail no other test uses. */
export function newPerson(role: 'student' | 'teacher', language: Language) {
  sequence += 1;
  const unique = `${Date.now()}${process.pid % 100}${sequence}`.slice(-9);
  const names = {
    ar: { student: ['سارة', 'الحداد'], teacher: ['عمر', 'الخليل'] },
    en: { student: ['Sara', 'Haddad'], teacher: ['Omar', 'Khalil'] },
  }[language][role];
  return {
    firstName: names[0] as string,
    lastName: names[1] as string,
    phone: `+9627${unique.slice(-8)}`,
    email: `${role}-${unique}@e2e.madrasa.test`,
    password: 'first-secret-1',
  };
}
export type Person = ReturnType<typeof newPerson>;
