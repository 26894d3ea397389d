import { Fragment } from 'react';
import temml from 'temml';

/**
 * Text with LaTeX between `$…$` or `\(…\)` (docs/decisions.md §8): the formulas become MathML with
 * Temml (no fonts to fetch; the browser draws MathML), each isolated left to right so it
 * reads correctly inside Arabic. Temml's `trust` stays off: no links or HTML from authors.
 */
const MATH = /(?<!\\)\$([^$]+?)(?<!\\)\$|\\\((.+?)\\\)/g;

/**
 * A plain reading of a formula, its accessible name (a label made only of MathML would have
 * none for every assistive tool): `\frac{a}{b}` as a/b, commands and braces dropped.
 */
export const plainTex = (tex: string) =>
  tex
    .replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, '($1)/($2)')
    .replace(/\\(sqrt)\{([^{}]*)\}/g, '√($2)')
    .replace(/\\(times|cdot)/g, '×')
    .replace(/\\[,;!]|\\([a-zA-Z]+)/g, (_all, name?: string) => (name ? ` ${name} ` : ' '))
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export function MathText({ text }: { text: string }) {
  const parts: { math: boolean; value: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(MATH)) {
    if (match.index > last) parts.push({ math: false, value: text.slice(last, match.index) });
    parts.push({ math: true, value: match[1] ?? match[2] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ math: false, value: text.slice(last) });
  return (
    <>
      {parts.map((part, index) =>
        part.math ? (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
            key={index}
            dir="ltr"
            role="math"
            aria-label={plainTex(part.value)}
            className="math inline-block"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: Temml's MathML, trust off, errors as text
            dangerouslySetInnerHTML={{
              __html: temml.renderToString(part.value, { throwOnError: false, trust: false }),
            }}
          />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
          <Fragment key={index}>{part.value.replace(/\\\$/g, '$')}</Fragment>
        ),
      )}
    </>
  );
}
