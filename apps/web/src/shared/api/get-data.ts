import type { z } from 'zod';
import { ApiError, apiGetData, type RequestOptions } from '@/shared/lib/api-client.ts';

/**
 * GETs a `{ status: "success", data }` endpoint and checks `data` against its contract
 * schema, so a page never renders half-understood rows: a mismatch is a failed call.
 */
export async function getData<S extends z.ZodType>(
  path: string,
  { schema, ...options }: RequestOptions & { schema: S },
): Promise<z.output<S>> {
  const parsed = schema.safeParse(await apiGetData<unknown>(path, options));
  if (!parsed.success) {
    throw new ApiError({ status: 200, message: '', code: 'unexpected_response' });
  }
  return parsed.data;
}
