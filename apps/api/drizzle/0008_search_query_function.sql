-- The search query, called by apps/api/src/modules/search/search.ts. It lives in a function
-- so each database session parses and plans it once and keeps that plan: parsing and
-- planning this query cost more than running it (on PGlite 20-40 ms of a 30-50 ms search
-- at 100x data, on PostgreSQL 2-4 ms of 6). The kept plan does not depend on the query's
-- words, and plan_cache_mode applies to this function's statements only.
--
-- terms: the query's distinct words in searched form; per_group: results per group.
-- Each word's close words come from the lexicon (trigram similarity for a typo, prefix for a
-- word being typed, the number itself for digits), the documents holding them through the
-- GIN indexes of their word arrays; ranked title before text and by similarity. Only the
-- ranked few are read whole.
CREATE FUNCTION search_query(terms text[], per_group integer)
RETURNS TABLE (
  kind text, subkind text, ref_id integer, title_ar text, title_en text, link text,
  semester text, body text, grade_ar text, grade_en text, subject_ar text, subject_en text,
  in_title boolean
)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH close AS (
    -- Per word 8 close words by similarity and 8 it begins (a prefix counts as 0.8 similar);
    -- `%` is similarity 0.3 or more (pg_trgm's default), kept below at 0.45: a typo
    -- ("mathmatic" against "mathematic" is 0.58) passes, an unrelated word ("physic", 0.11)
    -- does not. A number is meant as typed: 12 is neither 120 nor close to 21. The prefix is
    -- a range of the text_pattern_ops index (bytes; U+10FFFF sorts after every character),
    -- which the kept plan can use where LIKE with a parameter could not.
    SELECT t.term, c.word, c.sim
    FROM unnest(terms) AS t (term)
    CROSS JOIN LATERAL (
      (SELECT w.word, 1::real AS sim FROM search_words w
        WHERE t.term ~ '^[0-9]+$' AND w.word = t.term)
      UNION ALL
      (SELECT w.word,
          CASE WHEN w.word ~>=~ t.term AND w.word ~<~ (t.term || chr(1114111))
            THEN greatest(similarity(w.word, t.term), 0.8) ELSE similarity(w.word, t.term) END
        FROM search_words w
        WHERE t.term !~ '^[0-9]+$' AND w.word % t.term
        ORDER BY w.word <-> t.term LIMIT 8)
      UNION ALL
      (SELECT w.word, greatest(similarity(w.word, t.term), 0.8)
        FROM search_words w
        WHERE t.term !~ '^[0-9]+$' AND w.word ~>=~ t.term AND w.word ~<~ (t.term || chr(1114111))
        ORDER BY length(w.word) LIMIT 8)
    ) AS c
  ),
  matched AS (
    SELECT term, word, max(sim) AS sim FROM close GROUP BY term, word HAVING max(sim) >= 0.45
  ),
  per_term AS (SELECT term, array_agg(word) AS words, max(sim) AS top FROM matched GROUP BY term),
  -- A word in 1,600 or more titles is common ("worksheet", "unit"): its documents are read
  -- in table order until enough are found, a short read of short inline arrays because they
  -- are everywhere, where the title index would gather every one of them before the LIMIT.
  -- Text words always come through their index: a text's word array is stored out of line,
  -- so a read in table order would unpack every row it passes, and PostgreSQL starts such a
  -- read wherever a concurrent one is (synchronized scans), so its length would vary (p99
  -- 40 ms for a word in 8,900 texts at 100x data, against 19 ms through the index).
  counted AS (
    SELECT w.word, w.title_docs >= 1600 AS common_title
    FROM search_words w WHERE w.word IN (SELECT word FROM matched)
  ),
  rare_title AS (SELECT array_agg(word) AS words FROM counted WHERE NOT common_title HAVING count(*) > 0),
  common_title AS (SELECT array_agg(word) AS words FROM counted WHERE common_title HAVING count(*) > 0),
  in_text AS (SELECT array_agg(word) AS words FROM counted HAVING count(*) > 0),
  -- 80 documents from each way in: enough for every group's share (|| '{}' keeps the
  -- planner off the title index for the common words).
  candidates AS (
    (SELECT d.id FROM rare_title w, search_documents d WHERE d.title_words && w.words LIMIT 80)
    UNION
    (SELECT d.id FROM common_title w, search_documents d
      WHERE (d.title_words || '{}'::text[]) && w.words LIMIT 80)
    UNION
    (SELECT d.id FROM in_text w, search_documents d WHERE d.body_words && w.words LIMIT 80)
  ),
  -- Per query word: twice its best close word in the title; else its nearest close word
  -- when the text holds any of them (one pass over a long text's words, not one per word).
  -- Every candidate of a one-word query holds that word in its title or text, so only a
  -- longer query reads the text's words (a PDF's word array is the costliest read here).
  scored AS (
    SELECT d.id, d.kind, length(d.norm_title) AS title_length,
      (SELECT coalesce(sum(CASE
          WHEN d.title_words && p.words THEN 2 * (
            SELECT max(m.sim) FROM matched m WHERE m.term = p.term AND m.word = ANY(d.title_words))
          WHEN cardinality(terms) = 1 OR d.body_words && p.words THEN p.top
          ELSE 0 END), 0) FROM per_term p) AS score,
      EXISTS (SELECT 1 FROM matched m WHERE m.word = ANY(d.title_words)) AS in_title
    FROM candidates c JOIN search_documents d ON d.id = c.id
  ),
  ranked AS (
    SELECT s.*, row_number() OVER (PARTITION BY s.kind ORDER BY s.score DESC, s.title_length, s.id) AS rank
    FROM scored s
  )
  SELECT r.kind, d.subkind, d.ref_id, d.title_ar, d.title_en, d.link, d.semester::text,
    CASE WHEN r.in_title THEN '' ELSE d.body END,
    g.name_ar, g.name_en, s.name_ar, s.name_en,
    r.in_title
  FROM ranked r
  JOIN search_documents d ON d.id = r.id
  LEFT JOIN grades g ON g.id = d.grade_id
  LEFT JOIN subjects s ON s.id = d.subject_id
  WHERE r.rank <= per_group
  ORDER BY r.kind, r.rank;
END
$$;
