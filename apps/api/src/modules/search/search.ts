import {
  queryTerms,
  SEARCH_GROUPS,
  type SearchAnswer,
  type SearchGroup,
  type SearchResult,
  searchForm,
} from '@madrasa/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

type Row = {
  kind: SearchGroup;
  subkind: string;
  ref_id: number;
  title_ar: string;
  title_en: string;
  link: string;
  body: string;
  semester: 'first' | 'second' | null;
  grade_ar: string | null;
  grade_en: string | null;
  subject_ar: string | null;
  subject_en: string | null;
  in_title: boolean;
};

/** Query words used: a search box's worth. */
const MAX_TERMS = 6;

/** The words around the first match in a long text, so a result shows why it was found. */
export function snippetOf(body: string, query: string, span = 12): string | null {
  const terms = queryTerms(query);
  const words = body.split(/\s+/).filter(Boolean);
  const at = words.findIndex((word) => {
    const form = searchForm(word);
    return terms.some((term) => form.includes(term));
  });
  if (at < 0) return null;
  const start = Math.max(0, at - span / 2);
  const end = Math.min(words.length, at + span);
  return `${start > 0 ? '… ' : ''}${words.slice(start, end).join(' ')}${end < words.length ? ' …' : ''}`;
}

/**
 * One query over the index: the database function `search_query` (migration 0008, where its
 * matching and ranking are explained), which each database session plans once and keeps.
 */
export async function search(
  db: Database,
  { query, limit }: { query: string; limit: number },
): Promise<SearchAnswer> {
  const q = searchForm(query).replace(/\s+/g, ' ').trim();
  if (q.length < 2) return { query, groups: [] };
  const terms = [...new Set(queryTerms(query))].slice(0, MAX_TERMS);
  if (terms.length === 0) return { query, groups: [] };
  const words = sql.join(
    terms.map((term) => sql`${term}`),
    sql`, `,
  );
  const result = await db.execute(
    sql`SELECT * FROM search_query(ARRAY[${words}]::text[], ${limit})`,
  );
  const rows = (result as unknown as { rows: Row[] }).rows;
  const groups = SEARCH_GROUPS.map((kind) => ({
    kind,
    results: rows.filter((row) => row.kind === kind).map((row) => toResult(row, query)),
  })).filter((group) => group.results.length > 0);
  return { query, groups };
}

const toResult = (row: Row, query: string): SearchResult => ({
  kind: row.kind,
  subkind: row.subkind,
  id: row.ref_id,
  title: { ar: row.title_ar, en: row.title_en },
  place:
    row.subject_ar === null && row.grade_ar === null
      ? null
      : {
          grade: row.grade_ar === null ? null : { ar: row.grade_ar, en: row.grade_en ?? '' },
          subject:
            row.subject_ar === null ? null : { ar: row.subject_ar, en: row.subject_en ?? '' },
          semester: row.semester,
        },
  link: row.link,
  snippet: row.in_title || row.body === '' ? null : snippetOf(row.body, query),
});
