import { defineMessages } from './define.ts';

/** Search's refusals. */
export const searchMessages = defineMessages({
  en: {
    'search.query_too_long': 'Search for at most 100 characters.',
  },
  ar: {
    'search.query_too_long': 'ابحث بـ100 حرف على الأكثر.',
  },
});
