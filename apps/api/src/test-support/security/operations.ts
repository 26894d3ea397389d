import type { JsonSchema } from './schema-arbitraries.ts';
import { NO_BODY_ROUTES } from './upload-routes.ts';

/** One operation of the OpenAPI document, with what the fuzzer may send it. */
export type Operation = {
  /** `METHOD /api/path/{param}` */
  key: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: Param[];
  query: Param[];
  /** The JSON body schema, when the route takes JSON. */
  body: JsonSchema | null;
  /** Text fields and file fields of a multipart route. */
  form: { fields: Record<string, JsonSchema>; files: string[] } | null;
};

export type Param = { name: string; schema: JsonSchema };

type OpenApiOperation = {
  summary?: string;
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** Routes that take no body at all; any other POST/PATCH must describe its body. */
const BODYLESS = new Set(NO_BODY_ROUTES);

/**
 * Multipart routes describe their form in the summary ("multipart: a, b (PDF), c?");
 * an edit route (PATCH …/{id}) takes the form of its create route.
 */
function formOf(
  summary: string | undefined,
  known: Map<string, JsonSchema>,
): Operation['form'] | null {
  let listed = /multipart:\s*(.*)$/i.exec(summary ?? '')?.[1];
  if (!listed) return null;
  // "Add a subject (multipart: a, b)": drop the parenthesis the list sits in.
  if (listed.split(')').length > listed.split('(').length) listed = listed.replace(/\)$/, '');
  const fields: Record<string, JsonSchema> = {};
  const files: string[] = [];
  for (const item of listed.split(',')) {
    const raw = item.trim().replace(/^optional\s+/, '');
    const name = raw.split(/[\s?(]/)[0] ?? '';
    const names = name.includes('*') ? ['ar', 'en'].map((l) => name.replace('*', l)) : [name];
    const isFile = raw.includes('(') || /^(image|photo)$|_(file|mp4)$/.test(name);
    for (const each of names) {
      if (isFile) files.push(each);
      else fields[each] = known.get(each) ?? { type: 'string', maxLength: 2_000 };
    }
  }
  return { fields, files };
}

/** Every property schema named anywhere in the document, to type a form's text fields. */
function knownFields(doc: OpenApiDocument): Map<string, JsonSchema> {
  const known = new Map<string, JsonSchema>();
  for (const operations of Object.values(doc.paths)) {
    for (const operation of Object.values(operations)) {
      for (const param of operation.parameters ?? []) known.set(param.name, param.schema);
      const body = operation.requestBody?.content['application/json']?.schema;
      for (const [name, schema] of Object.entries(body?.properties ?? {})) {
        if (!known.has(name)) known.set(name, schema);
      }
    }
  }
  return known;
}

/**
 * The document's operations, each with its inputs. Throws when one has nothing to fuzz:
 * a POST/PATCH without a JSON body, a multipart summary or a place in BODYLESS, so a new
 * route cannot slip past the fuzzer unnoticed.
 */
export function readOperations(doc: OpenApiDocument): Operation[] {
  const known = knownFields(doc);
  const result: Operation[] = [];
  const forms = new Map<string, Operation['form']>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [verb, operation] of Object.entries(operations)) {
      const method = verb.toUpperCase() as Operation['method'];
      const key = `${method} ${path}`;
      const params = operation.parameters ?? [];
      const form = formOf(operation.summary, known);
      if (form) forms.set(path, form);
      result.push({
        key,
        method,
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
        body: operation.requestBody?.content['application/json']?.schema ?? null,
        form,
      });
    }
  }
  for (const operation of result) {
    if (operation.method === 'PATCH' && !operation.body && !operation.form) {
      operation.form = forms.get(operation.path.replace(/\/\{id\}$/, '')) ?? null;
    }
    const takesBody = operation.method === 'POST' || operation.method === 'PATCH';
    if (takesBody && !operation.body && !operation.form && !BODYLESS.has(operation.key)) {
      throw new Error(`${operation.key}: no body schema or multipart form to fuzz`);
    }
    for (const name of operation.path.match(/\{(\w+)\}/g) ?? []) {
      if (!operation.pathParams.some((p) => `{${p.name}}` === name)) {
        throw new Error(`${operation.key}: path parameter ${name} has no schema`);
      }
    }
  }
  return result;
}
