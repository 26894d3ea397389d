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

/**
 * One query over the index: candidates come through the trigram indexes (the words close
 * to the query in the title or the text, or containing it), ranked title before text and
 * by similarity, at most `limit` per group.
 */

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

/** Candidates taken from each index before ranking: enough for every group's share. */
const CANDIDATES = 100;
/** A match in the text counts half a match in the title. */
const BODY_WEIGHT = 0.5;
/**
 * The word similarity a match needs: a typo ("mathmatics" against "mathematics" is 0.58)
 * passes, an unrelated word ("physics", 0.11) does not.
 */
const MIN_SCORE = 0.45;

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

export async function search(
  db: Database,
  { query, limit }: { query: string; limit: number },
): Promise<SearchAnswer> {
  const q = searchForm(query).replace(/\s+/g, ' ').trim();
  if (q.length < 2) return { query, groups: [] };
  // The nearest documents by trigram word distance, title and text apart, each through its
  // GiST index (KNN): bounded work however many rows share a trigram with the query.
  const result = await db.execute(sql`
    WITH title_hits AS (
      SELECT id, 1 - (${q}::text <<-> norm_title) AS score, true AS in_title
      FROM search_documents ORDER BY ${q}::text <<-> norm_title LIMIT ${sql.raw(String(CANDIDATES))}
    ), body_hits AS (
      SELECT id, (1 - (${q}::text <<-> norm_body)) * ${sql.raw(String(BODY_WEIGHT))} AS score, false AS in_title
      FROM search_documents WHERE norm_body <> '' ORDER BY ${q}::text <<-> norm_body LIMIT ${sql.raw(String(CANDIDATES))}
    ), best AS (
      SELECT DISTINCT ON (id) id, score, in_title
      FROM (SELECT * FROM title_hits UNION ALL SELECT * FROM body_hits) hits
      WHERE score >= ${sql.raw(String(MIN_SCORE))} * (CASE WHEN in_title THEN 1 ELSE ${sql.raw(String(BODY_WEIGHT))} END)
      ORDER BY id, score DESC
    ), ranked AS (
      SELECT d.*, best.score, best.in_title,
        row_number() OVER (PARTITION BY d.kind ORDER BY best.score DESC, length(d.norm_title), d.id) AS rank
      FROM best JOIN search_documents d ON d.id = best.id
    )
    SELECT r.kind, r.subkind, r.ref_id, r.title_ar, r.title_en, r.link, r.semester,
      CASE WHEN r.in_title THEN '' ELSE r.body END AS body,
      g.name_ar AS grade_ar, g.name_en AS grade_en, s.name_ar AS subject_ar, s.name_en AS subject_en,
      r.in_title
    FROM ranked r
    LEFT JOIN grades g ON g.id = r.grade_id
    LEFT JOIN subjects s ON s.id = r.subject_id
    WHERE r.rank <= ${limit}
    ORDER BY r.kind, r.rank
  `);
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
