import type { AdminCatalogueTable } from '@madrasa/contracts';
import { paths } from '@/config/paths.ts';

/**
 * The console's own routes, all under /admin (config/paths.ts owns that prefix). They live
 * here, in the console's lazy chunk, so the public bundle does not carry them.
 */
const base = paths.admin.path;

export const adminPaths = {
  home: base,
  login: `${base}/login`,
  catalogue: (table: AdminCatalogueTable) => `${base}/catalogue/${table}`,
  blog: `${base}/blog`,
  reviews: `${base}/reviews`,
  teachers: `${base}/teachers`,
  teacher: (id: number) => `${base}/teachers/${id}`,
  inbox: `${base}/inbox`,
  questions: `${base}/questions`,
  exams: `${base}/exams`,
  phoneNumbers: `${base}/phone-numbers`,
  chatReports: `${base}/chat-reports`,
  premiumCourses: `${base}/premium-courses`,
  cards: `${base}/cards`,
  cardBatch: (id: number) => `${base}/cards/${id}`,
} as const;
