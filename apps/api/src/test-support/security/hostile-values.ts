import fc from 'fast-check';

/**
 * Inputs that have broken parsers and databases before: number spellings Number() reads
 * too generously, text the database or a regex may choke on (NUL, lone surrogates, RTL
 * marks, huge strings), injection-looking text and values of the wrong JSON type.
 */
const HOSTILE_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '0b1',
  '0o7',
  'NaN',
  'Infinity',
  '-0',
  ' 7 ',
  '+7',
  '2147483648',
  '9'.repeat(40),
  '١٢',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  '\u200F\u200E',
  '\uFEFF',
  '\uD800',
  'مدرسة 🏫 ‎',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗͇',
  "' OR 1=1 --",
  '1; DROP TABLE students; --',
  "1' UNION SELECT password_hash FROM admins --",
  '%',
  '%00',
  '%zz',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe
  '${7*7}',
  '__proto__',
  'constructor',
  'a'.repeat(300),
  'ب'.repeat(2_000),
  'x'.repeat(70_000),
  'a@b.c',
  'first,second',
];

export const hostileText = (): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...HOSTILE_TEXT), weight: 4 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  );

const HOSTILE_NUMBERS = [
  0,
  -1,
  -0,
  1.5,
  -2_147_483_649,
  2_147_483_648,
  2 ** 53 + 2,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
];

const nested = (depth: number): unknown =>
  depth === 0 ? { a: [1, 'x', null] } : { a: [nested(depth - 1)] };

/** Any JSON value of the wrong shape: numbers, booleans, null, arrays, nested objects. */
export const hostileJson = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom<unknown>(...HOSTILE_NUMBERS, true, false, null, [], {}, [1, 2], { $ne: null }),
    fc.constantFrom(
      nested(20),
      [nested(5)],
      Array.from({ length: 1_000 }, (_, i) => i),
    ),
    fc.jsonValue({ maxDepth: 3 }),
  );

/** Any hostile value: mostly text, because paths, queries and forms only carry text. */
export const hostileValue = (): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: hostileText(), weight: 3 }, { arbitrary: hostileJson(), weight: 1 });

/** Keys that pollute prototypes or confuse query parsers, sent as extra fields. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'a[b]',
  'toString',
  'hasOwnProperty',
  'id',
  'is_admin',
  'user_kind',
  '',
] as const;
