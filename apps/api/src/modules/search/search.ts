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
 * most `limit` per group. Only the ranked few are read whole (their long texts stay unread
 * until then).
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

/** A constant written into the query text: the planner sees it as a value, not a parameter. */
const raw = (value: number) => sql.raw(String(value));

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
  // Each query word's close words, one lookup per word with the word as a value, so the
  // planner takes the prefix index for LIKE and the trigram index for `%` (similarity 0.3 or
  // more, pg_trgm's default), then keeps the nearest at MIN_SCORE.
  const lookups = terms.map((term) => {
    // A number is meant as typed: 12 is neither 120 nor close to 21.
    if (/^[0-9]+$/.test(term)) {
      return sql`(SELECT ${term}::text AS term, word, 1::real AS sim FROM search_words WHERE word = ${term})`;
    }
    // Query words are letters and digits only, so nothing in them needs escaping.
    const prefix = `${term}%`;
    return sql`(SELECT ${term}::text AS term, word,
        CASE WHEN word LIKE ${prefix} THEN greatest(similarity(word, ${term}), ${raw(PREFIX_SCORE)})
          ELSE similarity(word, ${term}) END AS sim
        FROM search_words WHERE word % ${term} ORDER BY word <-> ${term} LIMIT ${raw(CLOSE_WORDS)})
      UNION ALL
      (SELECT ${term}::text, word, greatest(similarity(word, ${term}), ${raw(PREFIX_SCORE)})
        FROM search_words WHERE word LIKE ${prefix} ORDER BY length(word) LIMIT ${raw(CLOSE_WORDS)})`;
  });
  const common = raw(COMMON_WORD_DOCS);
  const candidates = raw(CANDIDATES);
  const result = await db.execute(sql`
    WITH close AS (${sql.join(lookups, sql` UNION ALL `)}),
    matched AS (
      SELECT term, word, max(sim) AS sim FROM close GROUP BY term, word
      HAVING max(sim) >= ${raw(MIN_SCORE)}
    ),
    per_term AS (SELECT term, array_agg(word) AS words, max(sim) AS top FROM matched GROUP BY term),
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
    -- Per query word: twice its best close word in the title; else its nearest close word
    -- when the text holds any of them (one pass over a long text's words, not one per word).
    scored AS (
      SELECT d.id, d.kind, length(d.norm_title) AS title_length,
        (SELECT coalesce(sum(CASE
            WHEN d.title_words && p.words THEN 2 * (
              SELECT max(m.sim) FROM matched m WHERE m.term = p.term AND m.word = ANY(d.title_words))
            WHEN d.body_words && p.words THEN p.top
            ELSE 0 END), 0) FROM per_term p) AS score,
        EXISTS (SELECT 1 FROM matched m WHERE m.word = ANY(d.title_words)) AS in_title
      FROM candidates c JOIN search_documents d ON d.id = c.id
    ),
    ranked AS (
      SELECT s.*, row_number() OVER (PARTITION BY s.kind ORDER BY s.score DESC, s.title_length, s.id) AS rank
      FROM scored s
    )
    SELECT r.kind, d.subkind, d.ref_id, d.title_ar, d.title_en, d.link, d.semester,
      CASE WHEN r.in_title THEN '' ELSE d.body END AS body,
      g.name_ar AS grade_ar, g.name_en AS grade_en, s.name_ar AS subject_ar, s.name_en AS subject_en,
      r.in_title
    FROM ranked r
    JOIN search_documents d ON d.id = r.id
    LEFT JOIN grades g ON g.id = d.grade_id
    LEFT JOIN subjects s ON s.id = d.subject_id
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
