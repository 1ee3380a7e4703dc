import fc from 'fast-check';

/**
 * The "hostile" half of the fuzzer: values an attacker or a broken client sends. Kept as raw JSON text where JSON
 * itself matters (2^63 and 1e309 lose their meaning once parsed by the test; `__proto__` as an own key cannot be
 * written with an object literal).
 */

export const oneMebibyte = 1024 * 1024;
const nesting = 10_000;

/** Strings that break naive code: NUL, lone surrogates, direction overrides, SQL/path tricks, huge ones. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Egnp.exe',
  '\u2066x\u2069',
  '💥'.repeat(50),
  "' OR 1=1 --",
  '"; drop table users; --',
  '%00',
  '%',
  '../../etc/passwd',
  '..%2f..%2f',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '9223372036854775808',
  '-9223372036854775809',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-00000000000g',
  '{uuid}',
  'x'.repeat(10_000),
];

/** Long strings are built on demand: the catalogue above is printed in failure messages. */
export const hugeString = (length: number) => 'x'.repeat(length);

/** Raw JSON text values (not strings) of every wrong kind. */
export const hostileJsonTokens: readonly string[] = [
  'null',
  'true',
  '0',
  '-0',
  '[]',
  '{}',
  '""',
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\ud800"',
  '9223372036854775808', // 2^63
  '-9223372036854775808', // -2^63
  '-9223372036854775809',
  '18446744073709551616',
  '1e309',
  '-1e309',
  '1e-400',
  '1.7976931348623157e308',
  '123456789012345678901234567890',
  '0.30000000000000004',
  '[null]',
  '[[[[[]]]]]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '"2099-13-45"',
  '"not-a-uuid"',
  '"javascript:alert(1)"',
  '"http://127.0.0.1:22/"',
];

export const deepArray = () => `${'['.repeat(nesting)}${']'.repeat(nesting)}`;
export const deepObject = () => `${'{"a":'.repeat(nesting)}1${'}'.repeat(nesting)}`;

/** A hostile value for one field of an otherwise valid JSON body, as raw JSON text. */
export const hostileFieldToken: fc.Arbitrary<{ label: string; json: () => string }> = fc.oneof(
  fc.constantFrom(...hostileJsonTokens).map((json) => ({ label: json, json: () => json })),
  fc.constantFrom(...hostileStrings).map((text) => ({ label: `string ${JSON.stringify(text.slice(0, 40))}${text.length > 40 ? `… (${text.length})` : ''}`, json: () => JSON.stringify(text) })),
  fc.constantFrom(
    { label: `string of ${oneMebibyte} characters`, json: () => JSON.stringify(hugeString(oneMebibyte)) },
    { label: 'string of 100000 characters', json: () => JSON.stringify(hugeString(100_000)) },
    { label: `array nested ${nesting} deep`, json: deepArray },
    { label: `object nested ${nesting} deep`, json: deepObject },
    { label: 'array of 100000 nulls', json: () => `[${Array.from({ length: 100_000 }, () => 'null').join(',')}]` },
  ),
);

/** Whole request bodies that are not what any operation takes, as raw text. */
export const hostileBodies: readonly { label: string; text: () => string }[] = [
  { label: 'empty body', text: () => '' },
  { label: 'whitespace', text: () => '   \n' },
  { label: 'invalid JSON', text: () => '{"a":' },
  { label: 'trailing garbage', text: () => '{}x' },
  { label: 'single quotes', text: () => "{'a':1}" },
  { label: 'JSON null', text: () => 'null' },
  { label: 'JSON array', text: () => '[]' },
  { label: 'JSON string', text: () => '"text"' },
  { label: 'JSON number 2^63', text: () => '9223372036854775808' },
  { label: 'NUL byte', text: () => '\u0000' },
  { label: 'byte order mark', text: () => '\uFEFF{}' },
  { label: '__proto__ key', text: () => '{"__proto__":{"isStaff":true,"is_staff":true}}' },
  { label: 'constructor.prototype key', text: () => '{"constructor":{"prototype":{"isStaff":true}}}' },
  { label: 'duplicate keys', text: () => '{"a":1,"a":2}' },
  { label: `array nested ${nesting} deep`, text: deepArray },
  { label: `object nested ${nesting} deep`, text: deepObject },
  { label: 'body over 1 MiB', text: () => JSON.stringify({ a: hugeString(oneMebibyte + 10) }) },
  { label: 'object with 50000 keys', text: () => JSON.stringify(Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i]))) },
];

/** Content types the API does not take for JSON operations (and JSON for multipart ones). */
export const hostileContentTypes: readonly string[] = [
  'text/plain',
  'text/plain; charset=utf-8',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/json, text/plain',
  ';;;',
  'x/',
];

/** Text for a query parameter or path segment (encoded by the caller), including huge ones. */
export const hostileParameterText: fc.Arbitrary<{ label: string; text: () => string }> = fc.oneof(
  fc.constantFrom(...hostileStrings).map((text) => ({ label: JSON.stringify(text.slice(0, 40)) + (text.length > 40 ? `… (${text.length})` : ''), text: () => text })),
  fc.constantFrom(
    { label: `${oneMebibyte} characters`, text: () => hugeString(oneMebibyte) },
    { label: '100000 digits', text: () => '9'.repeat(100_000) },
  ),
);
