import { pagedEnvelope } from '@madrasa/contracts';
import { type $ZodType, type output, safeParse } from 'zod/v4/core';
import { ApiError, apiGetData, apiRequest, type RequestOptions } from '@/shared/lib/api-client.ts';

/*
 * How the web client reads an answer: against the contract's schema for it, so a page never
 * renders half-understood rows: a mismatch is a failed call. The public pages' answers are
 * written with zod/mini (contracts' envelope.ts), so checking them costs the home page zod's
 * core, not its full build; `safeParse` comes from zod's core for the same reason.
 */

/** `body` as `schema` reads it, or a failed call. */
export function readAnswer<S extends $ZodType>(schema: S, body: unknown): output<S> {
  const parsed = safeParse(schema, body);
  if (!parsed.success) {
    throw new ApiError({ status: 200, message: '', code: 'unexpected_response' });
  }
  return parsed.data;
}

/** GETs a `{ status: "success", data }` endpoint and reads `data` as `schema`. */
export async function getData<S extends $ZodType>(
  path: string,
  { schema, ...options }: RequestOptions & { schema: S },
): Promise<output<S>> {
  return readAnswer(schema, await apiGetData<unknown>(path, options));
}

/** One page of a paged list and the cursor of the next (null on the last). */
export type ListPage<T> = { items: T[]; nextCursor: string | null };

/** GETs one page of a `{ status, data, next_cursor }` list, each row read as `schema`. */
export async function getPage<S extends $ZodType>(
  path: string,
  { schema, ...options }: RequestOptions & { schema: S },
): Promise<ListPage<output<S>>> {
  const page = readAnswer(pagedEnvelope(schema), await apiRequest(path, options));
  return { items: page.data, nextCursor: page.next_cursor };
}
