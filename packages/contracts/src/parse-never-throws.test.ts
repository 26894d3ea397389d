import { describe, expect, it } from 'vitest';
import * as contracts from './index.ts';

type Schema = { safeParse: (value: unknown) => unknown };
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && 'safeParse' in value;
const schemas = Object.entries(contracts as Record<string, unknown>).flatMap(
  ([name, value]): [string, Schema][] => (isSchema(value) ? [[name, value]] : []),
);

describe('every exported schema', () => {
  // A refinement that reads the value blindly turned a JSON `null` body into a 500.
  it.each(schemas)('%s refuses values of any shape without throwing', (_name, schema) => {
    for (const value of [null, undefined, 0, 'x', [], [null], true]) {
      expect(() => schema.safeParse(value)).not.toThrow();
    }
  });
});
