import fc from 'fast-check';
import { type FilePart, multipart, SAMPLE } from '../uploads/test-files.ts';
import { hostileJson, hostileText } from './hostile-values.ts';
import type { Operation, Param } from './operations.ts';
import {
  fieldEntries,
  fieldValue,
  type JsonSchema,
  jsonObjectText,
  validEntries,
  validValue,
} from './schema-arbitraries.ts';

/** A request to send; `encode` builds its payload (multipart bodies are built async). */
export type FuzzRequest = {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  form?: Record<string, string | FilePart>;
};

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A UTF-16 code unit as the three UTF-8-style bytes a client may still send for it. */
const threeBytes = (unit: number) =>
  [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
    .map((byte) => `%${byte.toString(16).toUpperCase()}`)
    .join('');

/**
 * A path segment percent-encoded. encodeURIComponent throws on a lone surrogate (a hostile
 * value), which then goes as the invalid bytes a client could send for it.
 */
function encodeSegment(value: string): string {
  const lone = value.match(LONE_SURROGATE) ?? [];
  return value
    .split(LONE_SURROGATE)
    .map(encodeURIComponent)
    .reduce(
      (encoded, part, i) => `${encoded}${threeBytes(lone[i - 1]?.charCodeAt(0) ?? 0)}${part}`,
    );
}

/** Path segments a router may read in surprising ways, sent unencoded. */
const RAW_SEGMENTS = ['..', '.', '%', '%zz', '%2e%2e', '1%00', '1;x=1', '1%2F2', '%20', '1,2'];

const pathArbitrary = (op: Operation, fuzzed: boolean): fc.Arbitrary<string> =>
  fc
    .tuple(
      ...op.pathParams.map((param) =>
        fuzzed
          ? fc.oneof(
              {
                arbitrary: fieldValue(param.schema).map((v) => encodeSegment(asText(v))),
                weight: 6,
              },
              { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 1 },
            )
          : validValue(param.schema, param.name).map((v) => encodeSegment(asText(v))),
      ),
    )
    .map((values) =>
      op.pathParams.reduce(
        (path, param, i) => path.replace(`{${param.name}}`, values[i] ?? ''),
        op.path,
      ),
    );

/** Raw query tails that confuse parsers: empty keys, brackets, bad escapes. */
const QUERY_TAILS = ['', '', '', '&&', '&=x', '&a[b]=1', '&%zz=1', '&__proto__[x]=1', '&q=%00'];

const queryArbitrary = (params: Param[], fuzzed: boolean): fc.Arbitrary<string> => {
  const properties = Object.fromEntries(params.map((p) => [p.name, p.schema]));
  return fc
    .tuple(
      fuzzed ? fieldEntries(properties) : validEntries(properties),
      fuzzed ? fc.constantFrom(...QUERY_TAILS) : fc.constant(''),
    )
    .map(([entries, tail]) => {
      const search = new URLSearchParams();
      for (const [name, value] of entries) {
        // An array becomes a repeated key, as a browser form would send it.
        for (const each of Array.isArray(value) ? value : [value])
          search.append(name, asText(each));
      }
      const query = search.toString() + tail;
      return query ? `?${query}` : '';
    });
};

const jsonBody = (schema: JsonSchema, fuzzed: boolean): fc.Arbitrary<string> =>
  fuzzed
    ? fc.oneof(
        { arbitrary: fieldEntries(schema.properties ?? {}).map(jsonObjectText), weight: 8 },
        { arbitrary: hostileJson().map((v) => JSON.stringify(v) ?? 'null'), weight: 1 },
      )
    : validEntries(schema.properties ?? {}).map(jsonObjectText);

const FILE_NAMES = [
  'a.pdf',
  'photo.png',
  'clip.mp4',
  '../../../etc/passwd',
  'x\u0000.pdf',
  'ب.png',
];

const filePart = (): fc.Arbitrary<FilePart> =>
  fc.record({
    bytes: fc.oneof(
      fc.constantFrom(SAMPLE.pdf(), SAMPLE.png(), SAMPLE.jpeg(), SAMPLE.mp4(), SAMPLE.elf()),
      fc.uint8Array({ maxLength: 300 }),
    ),
    name: fc.oneof(fc.constantFrom(...FILE_NAMES, `${'a'.repeat(300)}.pdf`), hostileText()),
    type: fc.constantFrom('', 'application/pdf', 'image/png', 'video/mp4', 'text/html'),
  });

const formArbitrary = (form: NonNullable<Operation['form']>, fuzzed: boolean) =>
  fc
    .tuple(
      fuzzed ? fieldEntries(form.fields) : validEntries(form.fields),
      fc.subarray(form.files),
      fc.array(filePart(), { minLength: form.files.length, maxLength: form.files.length }),
    )
    .map(([entries, names, files]) => {
      const parts: Record<string, string | FilePart> = {};
      for (const [name, value] of entries) parts[name] = asText(value);
      names.forEach((name, i) => {
        const file = files[i];
        if (file) parts[name] = file;
      });
      return parts;
    });

type Parts = [path: string, query: string, body: Pick<FuzzRequest, 'payload' | 'form' | 'headers'>];

const partsArbitrary = (op: Operation, fuzzed: boolean): fc.Arbitrary<Parts> =>
  fc.tuple(
    pathArbitrary(op, fuzzed),
    queryArbitrary(op.query, fuzzed),
    op.body
      ? jsonBody(op.body, fuzzed).map((payload) => ({
          payload,
          headers: { 'content-type': 'application/json' },
        }))
      : op.form
        ? formArbitrary(op.form, fuzzed).map((form) => ({ form, headers: {} }))
        : fc.constant({ headers: {} }),
  );

/**
 * Hostile and near-valid path parameters, query and body for one operation. Mostly one
 * part is fuzzed and the others are valid, so the checks behind the first one are reached.
 */
export function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      partsArbitrary(op, false),
      partsArbitrary(op, true),
      fc.constantFrom<(0 | 1 | 2)[]>([0], [1], [2], [0, 1, 2]),
      fc.constantFrom('ar', 'en', 'fr', '*', 'ar;q=x'),
    )
    .map(([valid, fuzzed, targets, language]) => {
      const pick = <I extends 0 | 1 | 2>(i: I): Parts[I] =>
        (targets.includes(i) ? fuzzed : valid)[i];
      const body = pick(2);
      return {
        method: op.method,
        url: pick(0) + pick(1),
        ...body,
        headers: { ...body.headers, 'accept-language': language },
      };
    });
}

/** Encodes a request's form (when it has one) as a browser would. */
export async function encode(request: FuzzRequest): Promise<FuzzRequest> {
  if (!request.form) return request;
  const { payload, headers } = await multipart(request.form);
  return { ...request, payload, headers: { ...request.headers, ...headers } };
}
