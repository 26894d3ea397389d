import { z } from 'zod';
import { SEMESTERS } from './enums.ts';

/**
 * The search API's query and reply. Its text forms and highlighter are in search-text.ts,
 * apart from these schemas, so the header's highlighter costs the first page no zod.
 */

export const SEARCH_GROUPS = ['subject', 'lesson', 'material', 'teacher', 'post', 'exam'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

export const searchQuery = z.object({
  q: z.string().trim().max(100, 'search.query_too_long').default(''),
  /** Results per group: a few for the suggestions, more for the page. */
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_GROUPS),
  /** worksheet, summary, exam, teacher_guide, teacher_file, video_lesson… ('' when none). */
  subkind: z.string(),
  id: z.number().int(),
  title: z.object({ ar: z.string(), en: z.string() }),
  /** Where it lives (grade, subject, semester), when it lives in the catalogue. */
  place: z
    .object({
      grade: z.object({ ar: z.string(), en: z.string() }).nullable(),
      subject: z.object({ ar: z.string(), en: z.string() }).nullable(),
      semester: z.enum(SEMESTERS).nullable(),
    })
    .nullable(),
  link: z.string(),
  /** The words around the match when it was found in the text (a PDF's, a post's). */
  snippet: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchReply = z.object({
  status: z.literal('success'),
  data: z.object({
    query: z.string(),
    groups: z.array(
      z.object({ kind: z.enum(SEARCH_GROUPS), results: z.array(searchResultSchema) }),
    ),
  }),
});
export type SearchAnswer = z.infer<typeof searchReply>['data'];
