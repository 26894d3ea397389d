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
 * One query over the index: each query word's close words come from the lexicon (trigram
 * similarity for a typo, prefix for a word being typed), the documents holding them through
 * the GIN indexes of their word arrays; ranked title before text and by similarity, at
 * most `limit` per group.
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

/** Query words used: a search box's worth. */
const MAX_TERMS = 6;
/** Close words taken from the lexicon per query word, by similarity and by prefix. */
const CLOSE_WORDS = 8;
/** A word the query word begins counts as this similar (a word still being typed). */
const PREFIX_SCORE = 0.8;
/**
 * The word similarity a match needs: a typo ("mathmatic" against "mathematic" is 0.58)
 * passes, an unrelated word ("physic", 0.11) does not.
 */
const MIN_SCORE = 0.45;
/** Documents taken from each word index before ranking: enough for every group's share. */
const CANDIDATES = 80;
/**
 * A word in this many titles (or texts) is common ("worksheet", "unit"): its documents are
 * read in table order until enough are found, a short read because they are everywhere,
 * where the word index would gather every one of them before the LIMIT.
 */
const COMMON_WORD_DOCS = 20 * CANDIDATES;

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
  const terms = [...new Set(queryTerms(query))].slice(0, MAX_TERMS);
  if (terms.length === 0) return { query, groups: [] };
  // Each candidate is scored by its best word per query word, a title match worth twice a
  // text match (the steps before: the function's comment).
  const termList = sql`ARRAY[${sql.join(
    terms.map((term) => sql`${term}::text`),
    sql`, `,
  )}]`;
  // `%` (similarity 0.3 or more, pg_trgm's default) finds the close words through the
  // lexicon's trigram index; the nearest of them are kept at MIN_SCORE.
  const common = sql.raw(String(COMMON_WORD_DOCS));
  const candidates = sql.raw(String(CANDIDATES));
  const result = await db.execute(sql`
    WITH terms AS (SELECT DISTINCT unnest(${termList}) AS term),
    close AS (
      SELECT t.term, w.word,
        CASE WHEN w.word LIKE t.term || '%'
          THEN greatest(similarity(w.word, t.term), ${sql.raw(String(PREFIX_SCORE))})
          ELSE similarity(w.word, t.term) END AS sim
      FROM terms t CROSS JOIN LATERAL (
        -- A number is meant as typed: 12 is neither 120 nor close to 21.
        (SELECT word FROM search_words WHERE t.term ~ '^[0-9]+$' AND word = t.term)
        UNION
        (SELECT word FROM search_words WHERE t.term !~ '^[0-9]+$' AND word % t.term
          ORDER BY word <-> t.term LIMIT ${sql.raw(String(CLOSE_WORDS))})
        UNION
        -- Query words are letters and digits only, so nothing in them needs escaping.
        (SELECT word FROM search_words WHERE t.term !~ '^[0-9]+$' AND word LIKE t.term || '%'
          ORDER BY length(word) LIMIT ${sql.raw(String(CLOSE_WORDS))})
      ) w
    ),
    matched AS (SELECT * FROM close WHERE sim >= ${sql.raw(String(MIN_SCORE))}),
    counted AS (
      SELECT w.word, w.title_docs >= ${common} AS common_title, w.body_docs >= ${common} AS common_body
      FROM search_words w WHERE w.word IN (SELECT word FROM matched)
    ),
    rare_title AS (SELECT array_agg(word) AS words FROM counted WHERE NOT common_title HAVING count(*) > 0),
    common_title AS (SELECT array_agg(word) AS words FROM counted WHERE common_title HAVING count(*) > 0),
    rare_body AS (SELECT array_agg(word) AS words FROM counted WHERE NOT common_body HAVING count(*) > 0),
    common_body AS (SELECT array_agg(word) AS words FROM counted WHERE common_body HAVING count(*) > 0),
    -- The rare words through the GIN indexes; the common ones by a read in table order
    -- (|| '{}' keeps the planner off the index, which would gather all their documents).
    candidates AS (
      (SELECT d.id FROM rare_title w, search_documents d WHERE d.title_words && w.words LIMIT ${candidates})
      UNION
      (SELECT d.id FROM common_title w, search_documents d
        WHERE (d.title_words || '{}'::text[]) && w.words LIMIT ${candidates})
      UNION
      (SELECT d.id FROM rare_body w, search_documents d WHERE d.body_words && w.words LIMIT ${candidates})
      UNION
      (SELECT d.id FROM common_body w, search_documents d
        WHERE (d.body_words || '{}'::text[]) && w.words LIMIT ${candidates})
    ),
    scored AS (
      SELECT d.id,
        (SELECT coalesce(sum(best), 0) FROM (
          SELECT max(CASE WHEN m.word = ANY(d.title_words) THEN 2 * m.sim
                          WHEN m.word = ANY(d.body_words) THEN m.sim ELSE 0 END) AS best
          FROM matched m GROUP BY m.term) per_term) AS score,
        EXISTS (SELECT 1 FROM matched m WHERE m.word = ANY(d.title_words)) AS in_title
      FROM candidates c JOIN search_documents d ON d.id = c.id
    ), ranked AS (
      SELECT d.*, s.score, s.in_title,
        row_number() OVER (PARTITION BY d.kind ORDER BY s.score DESC, length(d.norm_title), d.id) AS rank
      FROM scored s JOIN search_documents d ON d.id = s.id
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
