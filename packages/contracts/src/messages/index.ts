import type { Language } from '../enums.ts';
import { adminMessages } from './admin.ts';
import { authMessages } from './auth.ts';
import { catalogueMessages } from './catalogue.ts';
import { chatMessages } from './chat.ts';
import { classesMessages } from './classes.ts';
import { commonMessages } from './common.ts';
import { examsMessages } from './exams.ts';
import { notificationsMessages } from './notifications.ts';
import { parentsMessages } from './parents.ts';
import { premiumMessages } from './premium.ts';
import { privacyMessages } from './privacy.ts';
import { profilesMessages } from './profiles.ts';
import { progressMessages } from './progress.ts';
import { searchMessages } from './search.ts';
import { siteMessages } from './site.ts';
import { teachersMessages } from './teachers.ts';
import { videoMessages } from './video.ts';

/**
 * The whole catalogue. Each domain adds its own file beside this one and spreads it
 * here; the web client loads the same object as its `messages` namespace.
 */
export const MESSAGES = {
  en: {
    ...commonMessages.en,
    ...authMessages.en,
    ...catalogueMessages.en,
    ...siteMessages.en,
    ...teachersMessages.en,
    ...adminMessages.en,
    ...profilesMessages.en,
    ...examsMessages.en,
    ...searchMessages.en,
    ...privacyMessages.en,
    ...parentsMessages.en,
    ...progressMessages.en,
    ...videoMessages.en,
    ...classesMessages.en,
    ...notificationsMessages.en,
    ...chatMessages.en,
    ...premiumMessages.en,
  },
  ar: {
    ...commonMessages.ar,
    ...authMessages.ar,
    ...catalogueMessages.ar,
    ...siteMessages.ar,
    ...teachersMessages.ar,
    ...adminMessages.ar,
    ...profilesMessages.ar,
    ...examsMessages.ar,
    ...searchMessages.ar,
    ...privacyMessages.ar,
    ...parentsMessages.ar,
    ...progressMessages.ar,
    ...videoMessages.ar,
    ...classesMessages.ar,
    ...notificationsMessages.ar,
    ...chatMessages.ar,
    ...premiumMessages.ar,
  },
} as const;

export type MessageKey = keyof (typeof MESSAGES)['en'];

export const isMessageKey = (value: string): value is MessageKey => value in MESSAGES.en;

/** The text of a key in a language, with `{{name}}` placeholders filled; unknown keys pass through. */
export function translate(
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const template = isMessageKey(key) ? MESSAGES[language][key] : key;
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
