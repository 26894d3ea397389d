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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

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
  const like = `%${escapeLike(q)}%`;
  const result = await db.execute(sql`
    WITH found AS (
      SELECT d.*,
        greatest(word_similarity(${q}, d.norm_title), CASE WHEN d.norm_title LIKE ${like} THEN 1 ELSE 0 END) AS title_score,
        greatest(word_similarity(${q}, d.norm_body), CASE WHEN d.norm_body LIKE ${like} THEN 1 ELSE 0 END) AS body_score
      FROM search_documents d
      WHERE ${q} <% d.norm_title OR d.norm_title % ${q} OR d.norm_title LIKE ${like}
         OR ${q} <% d.norm_body OR d.norm_body LIKE ${like}
    ), ranked AS (
      SELECT found.*, row_number() OVER (
        PARTITION BY kind ORDER BY greatest(title_score * 2, body_score) DESC, length(norm_title), id
      ) AS rank
      FROM found
    )
    SELECT r.kind, r.subkind, r.ref_id, r.title_ar, r.title_en, r.link, r.body, r.semester,
      g.name_ar AS grade_ar, g.name_en AS grade_en, s.name_ar AS subject_ar, s.name_en AS subject_en,
      r.title_score >= r.body_score AS in_title
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
