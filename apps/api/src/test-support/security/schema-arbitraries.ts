import { CITIES, TEACHER_FILE_TYPES, TEACHING_LEVELS } from '@madrasa/contracts';
import fc from 'fast-check';
import { HOSTILE_KEYS, hostileValue } from './hostile-values.ts';

/** The part of JSON Schema (as the OpenAPI document writes zod schemas) the fuzzer reads. */
export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  nullable?: boolean;
};

/**
 * Formats a JSON schema cannot tell (a transform checks them, or the field is in a
 * multipart form the document does not describe), known by the field's name.
 */
const BY_NAME: Record<string, fc.Arbitrary<string>> = {
  phone_number: fc.stringMatching(/^07[789]\d{7}$/),
  file_type: fc.constantFrom(...TEACHER_FILE_TYPES),
  teaching_level: fc.constantFrom(...TEACHING_LEVELS),
  residence: fc.constantFrom(...CITIES),
  grade: fc.constantFrom('1', '2'),
  password: fc.constantFrom('secret123', 'Password#123'),
  password_confirmation: fc.constantFrom('secret123', 'Password#123'),
  birthday: fc.constantFrom('2008-05-01', '1990-12-31'),
};

const text = (schema: JsonSchema, name?: string): fc.Arbitrary<string> => {
  const named = name ? BY_NAME[name] : undefined;
  if (named) return named;
  const maxLength = schema.maxLength ?? 200;
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern, 'u')).map((v) => v.slice(0, maxLength));
  }
  // Letters first, so a trimmed value is not blank.
  return fc
    .tuple(
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
      fc.string({ maxLength: 30 }),
    )
    .map(([first, rest]) => `${/\s/.test(first) ? 'a' : first}${rest}`.slice(0, maxLength));
};

/** A value the schema most likely accepts. */
export function validValue(schema: JsonSchema, name?: string): fc.Arbitrary<unknown> {
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((each) => validValue(each, name)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const min = (schema.minimum ?? 0) + (schema.exclusiveMinimum === true ? 1 : 0);
      const max = Math.min(schema.maximum ?? min + 100, min + 100);
      // Mostly the first ids, which the fixtures hold.
      return fc.oneof(
        fc.integer({ min: Math.ceil(min), max: Math.ceil(min) + 2 }),
        fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}), { maxLength: 3 });
    case 'object':
      return objectOf(schema, validValue);
    case 'string':
      return text(schema, name);
    default:
      return hostileValue();
  }
}

/** Just past the schema's edges: off-by-one lengths and bounds, look-alike enum values. */
export function edgeValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map(edgeValue));
  if (schema.enum?.length) {
    return fc
      .constantFrom(...schema.enum.map(String))
      .chain((value) =>
        fc.constantFrom(value.toUpperCase(), ` ${value}`, `${value}\u200F`, `${value}\u0000`, [
          value,
        ]),
      );
  }
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? 2_147_483_647;
      return fc.constantFrom(min, min - 1, max + 1, min + 0.5, String(max + 1), `${min + 1}.0`);
    }
    case 'string': {
      const min = schema.minLength ?? 0;
      const max = schema.maxLength ?? 5_000;
      return fc.constantFrom(
        'x'.repeat(Math.max(0, min - 1)),
        'x'.repeat(max + 1),
        'ك'.repeat(max + 1),
      );
    }
    case 'object':
      return objectOf(schema, edgeValue);
    default:
      return hostileValue();
  }
}

/** A field's value: mostly valid, often at the edges, sometimes anything at all. */
export const fieldValue = (schema: JsonSchema, name?: string): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: validValue(schema, name), weight: 3 },
    { arbitrary: edgeValue(schema), weight: 2 },
    { arbitrary: hostileValue(), weight: 2 },
  );

const DROP = Symbol('drop');

/** [key, value] pairs of an object whose every field is most likely valid. */
export const validEntries = (
  properties: Record<string, JsonSchema>,
): fc.Arbitrary<[string, unknown][]> =>
  fc.tuple(
    ...Object.entries(properties).map(([key, schema]) =>
      validValue(schema, key).map((value): [string, unknown] => [key, value]),
    ),
  );

/**
 * [key, value] pairs of an object: mostly valid with one field broken or dropped (which
 * reaches the checks behind the schema), sometimes every field random; hostile keys may
 * be added.
 */
export function fieldEntries(
  properties: Record<string, JsonSchema>,
): fc.Arbitrary<[string, unknown][]> {
  const keys = Object.keys(properties);
  const schemaOf = (key: string | undefined) => (key ? (properties[key] ?? {}) : {});
  const valid = fc.tuple(...keys.map((key) => validValue(schemaOf(key), key)));
  const oneBroken = fc
    .nat(Math.max(0, keys.length - 1))
    .chain((index) =>
      fc.tuple(
        valid,
        fc.constant(index),
        fc.oneof(edgeValue(schemaOf(keys[index])), hostileValue(), fc.constant(DROP)),
      ),
    );
  const values = fc.oneof(
    {
      arbitrary: oneBroken.map(([all, index, broken]) =>
        all.map((v, i) => (i === index ? broken : v)),
      ),
      weight: 4,
    },
    {
      arbitrary: fc.tuple(
        ...keys.map((key) => fc.option(fieldValue(schemaOf(key), key), { freq: 6, nil: DROP })),
      ),
      weight: 2,
    },
    { arbitrary: valid, weight: 2 },
  );
  const extra = fc.array(fc.tuple(fc.constantFrom<string>(...HOSTILE_KEYS), hostileValue()), {
    maxLength: 2,
  });
  return fc
    .tuple(values, fc.option(extra, { freq: 3 }))
    .map(([all, more]) => [
      ...all.flatMap((value, i): [string, unknown][] =>
        value === DROP ? [] : [[keys[i] ?? '', value]],
      ),
      ...(more ?? []),
    ]);
}

function objectOf(
  schema: JsonSchema,
  value: (schema: JsonSchema, name?: string) => fc.Arbitrary<unknown>,
) {
  return fc.record(
    Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, property]) => [key, value(property, key)]),
    ),
  );
}

/** JSON text of an object from pairs, written by hand so `__proto__` stays a plain key. */
export const jsonObjectText = (entries: [string, unknown][]): string =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
