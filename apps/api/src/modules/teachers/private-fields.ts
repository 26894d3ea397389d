/** Keys of private teacher and reviewer data that no public response may carry. */
const PRIVATE_KEYS = [
  'phone_number',
  'email',
  'password',
  'password_hash',
  'birthday',
  'residence',
  'gender',
  'verified_at',
  'hidden',
];

/** Every private key found anywhere in a JSON value, for tests to assert none. */
export function privateKeysIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(privateKeysIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(PRIVATE_KEYS.includes(key) ? [key] : []),
    ...privateKeysIn(inner),
  ]);
}
