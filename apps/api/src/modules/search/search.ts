import {
  gradeInQuery,
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
 * A query that names a grade ("الصف العاشر", "Grade 10", "توجيهي") puts that grade's
 * subjects, lessons, materials and exams first (gradeFirst).
 */
export async function search(
  db: Database,
  { query, limit }: { query: string; limit: number },
): Promise<SearchAnswer> {
  const q = searchForm(query).replace(/\s+/g, ' ').trim();
  if (q.length < 2) return { query, groups: [] };
  const named = gradeInQuery(query);
  const gradeKey = named && `grade${named.grade}`;
  const terms = [...new Set(named?.rest.length ? named.rest : queryTerms(query))].slice(
    0,
    MAX_TERMS,
  );
  if (terms.length === 0) return { query, groups: [] };
  let rows = await searchQuery(db, terms, limit);
  if (gradeKey && named) {
    rows = await gradeFirst(db, { gradeKey, rest: named.rest.slice(0, MAX_TERMS), rows, limit });
  }
  const groups = SEARCH_GROUPS.map((kind) => ({
    kind,
    results: rows.filter((row) => row.kind === kind).map((row) => toResult(row, query)),
  })).filter((group) => group.results.length > 0);
  return { query, groups };
}

async function searchQuery(db: Database, terms: string[], limit: number): Promise<Row[]> {
  const words = sql.join(
    terms.map((term) => sql`${term}`),
    sql`, `,
  );
  const result = await db.execute(
    sql`SELECT * FROM search_query(ARRAY[${words}]::text[], ${limit})`,
  );
  return (result as unknown as { rows: Row[] }).rows;
}

/**
 * The named grade's things first in each group: its documents holding every other word of
 * the query (all of them when there is none), then what the ordinary search found. With
 * no other word the query was only the grade, so other grades' things are dropped: the
 * words "الصف" or "grade" alone would match every subject.
 */
async function gradeFirst(
  db: Database,
  { gradeKey, rest, rows, limit }: { gradeKey: string; rest: string[]; rows: Row[]; limit: number },
): Promise<Row[]> {
  const words = rest.length
    ? sql`ARRAY[${sql.join(
        rest.map((term) => sql`${term}`),
        sql`, `,
      )}]::text[]`
    : sql`ARRAY[]::text[]`;
  const result = await db.execute(sql`
    SELECT kind, subkind, ref_id, title_ar, title_en, link, semester, body,
      grade_ar, grade_en, subject_ar, subject_en, in_title
    FROM (
      SELECT d.kind, d.subkind, d.ref_id, d.title_ar, d.title_en, d.link,
        d.semester::text AS semester, '' AS body, g.name_ar AS grade_ar, g.name_en AS grade_en,
        s.name_ar AS subject_ar, s.name_en AS subject_en, true AS in_title,
        row_number() OVER (
          PARTITION BY d.kind ORDER BY d.semester, s.sort_order, d.subkind, d.id) AS rank
      FROM search_documents d
      JOIN grades g ON g.id = d.grade_id
      LEFT JOIN subjects s ON s.id = d.subject_id
      WHERE g.grade_key = ${gradeKey}
        AND NOT EXISTS (
          SELECT 1 FROM unnest(${words}) AS t (term)
          WHERE strpos(d.norm_title || ' ' || d.norm_body, t.term) = 0)
    ) AS graded
    WHERE rank <= ${limit}
    ORDER BY kind, rank`);
  const graded = (result as unknown as { rows: Row[] }).rows;
  const gradeName = graded[0]?.grade_en;
  const seen = new Set(graded.map(keyOf));
  const others = rows.filter(
    (row) =>
      !seen.has(keyOf(row)) &&
      (rest.length > 0 || row.grade_en === null || row.grade_en === gradeName),
  );
  // Within each group the grade's own first, the order of each part kept.
  const ofGrade = (row: Row) => (row.grade_en !== null && row.grade_en === gradeName ? 0 : 1);
  return SEARCH_GROUPS.flatMap((kind) =>
    [...graded.filter((row) => row.kind === kind), ...others.filter((row) => row.kind === kind)]
      .sort((a, b) => ofGrade(a) - ofGrade(b))
      .slice(0, limit),
  );
}

const keyOf = (row: Row) => `${row.kind}/${row.subkind}/${row.ref_id}`;

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
