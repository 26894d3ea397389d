import fc from 'fast-check';
import type { Operation } from './operations.ts';
import type { FuzzRequest } from './request-arbitraries.ts';

const CONTENT_TYPES = [
  undefined,
  'application/json',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  `multipart/form-data; boundary=${'b'.repeat(300)}`,
  'image/png',
  '*/*',
  'application/json, text/plain',
  ';;;',
];

const deep = (open: string, close: string, depth: number) =>
  open.repeat(depth) + close.repeat(depth);

/** Bodies no client of ours sends: broken JSON, JSON bombs, stray multipart, binary. */
const PAYLOADS: (string | Buffer)[] = [
  '',
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}}',
  "{'a':1}",
  '\uFEFF{"a":1}',
  '{"__proto__":{"is_admin":true}}',
  '{"constructor":{"prototype":{"is_admin":true}}}',
  '{"a":1,"a":2}',
  'null',
  '"text"',
  '12',
  deep('[', ']', 5_000),
  deep('{"a":', '}', 3_000).replace(/}+$/, (m) => `1${m}`),
  `{"a":"${'x'.repeat(1_100_000)}"}`,
  'a=1&b[c]=2&__proto__[x]=1',
  '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  '--x\r\nContent-Disposition: form-data; name="file"; filename="../a.pdf"\r\n\r\n%PDF-1.4',
  Buffer.from([0x00, 0xff, 0xfe, 0x00, 0x7b, 0x00]),
  Buffer.from('{"a":"\u0000"}'),
];

/**
 * Each operation's path with plausible parameters, a wrong or broken body and a content
 * type that may not match it: parsers, not handlers, are the target here.
 */
export function rawBodyArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  const url = op.pathParams.reduce(
    (path, param) => path.replace(`{${param.name}}`, String(param.schema.enum?.[0] ?? '1')),
    op.path,
  );
  return fc
    .tuple(fc.constantFrom(...CONTENT_TYPES), fc.constantFrom(...PAYLOADS))
    .map(([contentType, payload]) => ({
      method: op.method,
      url,
      payload,
      headers: {
        'accept-language': 'en',
        ...(contentType === undefined ? {} : { 'content-type': contentType }),
      },
    }));
}
