import type { MESSAGES } from '@madrasa/contracts';
import type admin from '../locales/en/admin.json';
import type auth from '../locales/en/auth.json';
import type authoring from '../locales/en/authoring.json';
import type catalogue from '../locales/en/catalogue.json';
import type chat from '../locales/en/chat.json';
import type chatbot from '../locales/en/chatbot.json';
import type classes from '../locales/en/classes.json';
import type common from '../locales/en/common.json';
import type exams from '../locales/en/exams.json';
import type notifications from '../locales/en/notifications.json';
import type offline from '../locales/en/offline.json';
import type parents from '../locales/en/parents.json';
import type premium from '../locales/en/premium.json';
import type privacy from '../locales/en/privacy.json';
import type profile from '../locales/en/profile.json';
import type progress from '../locales/en/progress.json';
import type search from '../locales/en/search.json';
import type site from '../locales/en/site.json';
import type teachers from '../locales/en/teachers.json';

/** Typed keys: a misspelt text key fails the type check. English files are the reference. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'messages';
    keySeparator: false;
    resources: {
      common: typeof common;
      messages: (typeof MESSAGES)['en'];
      auth: typeof auth;
      catalogue: typeof catalogue;
      teachers: typeof teachers;
      profile: typeof profile;
      site: typeof site;
      admin: typeof admin;
      chatbot: typeof chatbot;
      exams: typeof exams;
      authoring: typeof authoring;
      search: typeof search;
      privacy: typeof privacy;
      parents: typeof parents;
      progress: typeof progress;
      offline: typeof offline;
      classes: typeof classes;
      notifications: typeof notifications;
      chat: typeof chat;
      premium: typeof premium;
    };
  }
}
