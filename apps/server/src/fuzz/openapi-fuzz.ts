import fc from 'fast-check';

/**
 * The request generator of the fuzz suite (issue 24 point 2, decision 132): reads the operations of
 * `/api/openapi.json`, builds fast-check arbitraries from their JSON schemas, and derives the requests that put one
 * nasty value at a time into each path parameter, query parameter and body field, plus whole bodies that are not
 * what the operation expects. Nothing here knows a route: the document is the only input.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON schemas are read loosely
export type JsonSchema = Record<string, any>;

export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type OpenApiOperation = {
  parameters?: { in: 'path' | 'query' | 'header' | 'cookie'; name: string; schema?: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

export type Operation = {
  method: string;
  /** The path as the document writes it: `/api/events/{id}`. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema }[];
  bodySchema: JsonSchema | null;
  isList: boolean;
};

/** One request to send: `pathParams` are raw values (encoded when sent), `query` a ready query string. */
export type FuzzRequest = {
  label: string;
  pathParams: Record<string, string>;
  query: string;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every documented operation, in document order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const response = operation.responses?.['200'] ?? operation.responses?.['201'];
      const responseSchema = resolve(document, response?.content?.['application/json']?.schema ?? {});
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        // A record-typed query is documented as pseudo parameters named after JSON schema keywords; the list
        // parameters below stand in for what such a query accepts.
        queryParams: parameters
          .filter((p) => p.in === 'query' && typeof p.schema === 'object' && !SCHEMA_KEYWORDS.has(p.name))
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        bodySchema: operation.requestBody?.content?.['application/json']?.schema ?? null,
        isList: Boolean(responseSchema.properties?.meta),
      });
    }
  }
  return operations;
}

const SCHEMA_KEYWORDS = new Set(['type', 'propertyNames', 'additionalProperties']);

/** The parameters of the shared list query (`ZListQuery`), fuzzed on every operation that answers a list. */
export const LIST_QUERY_PARAMS = ['page', 'per_page', 'query', 'sort_by', 'sort_direction', 'filter_fields[name][eq]'];

function resolve(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (typeof schema?.$ref !== 'string') return schema ?? {};
  const name = schema.$ref.replace('#/components/schemas/', '');
  return document.components?.schemas?.[name] ?? {};
}

/** A value the fixtures know for a property name (`organizer_id`, `product_ids`, …), used instead of a random one. */
export type KnownValues = (propertyName: string) => string | undefined;

type ArbitraryContext = { document: OpenApiDocument; known: KnownValues; depth: number };

const MIN_DATE = new Date('1900-01-01T00:00:00Z');
const MAX_DATE = new Date('2200-12-31T00:00:00Z');

/** A fast-check arbitrary for values of `schema`: mostly valid ones, so a request gets past validation. */
export function arbitraryFor(schema: JsonSchema, context: ArbitraryContext, name?: string): fc.Arbitrary<unknown> {
  const resolved = resolve(context.document, schema);
  const known = name ? context.known(name) : undefined;
  if (known !== undefined) {
    const value = resolved.type === 'array' || name!.endsWith('_ids') ? [known] : known;
    return fc.oneof({ weight: 4, arbitrary: fc.constant(value) }, generated(resolved, context));
  }
  return generated(resolved, context);
}

function generated(schema: JsonSchema, context: ArbitraryContext): fc.Arbitrary<unknown> {
  const inner = { ...context, depth: context.depth + 1 };
  if (context.depth > 8) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives) && alternatives.length > 0)
    return fc.oneof(...alternatives.map((alternative: JsonSchema) => arbitraryFor(alternative, inner)));
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) return arbitraryFor(schema.allOf[0], inner);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type: string) => generated({ ...schema, type }, context)));
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = bound(schema.minimum, schema.exclusiveMinimum, 1);
      const max = bound(schema.maximum, schema.exclusiveMaximum, -1);
      // Mostly small amounts and counts at the low end of the range, which the contracts' rules accept.
      const low = Math.min(Math.max(min, 1), max);
      return fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: low, max: Math.min(max, low + 100) }) },
        fc.integer({ min, max }),
      );
    }
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return stringArbitrary(schema);
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}, inner), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object':
      return objectArbitrary(schema, inner);
    default:
      return schema.properties ? objectArbitrary(schema, inner) : fc.jsonValue({ maxDepth: 2 });
  }
}

function bound(inclusive: number | undefined, exclusive: number | undefined, step: 1 | -1): number {
  if (typeof inclusive === 'number')
    return Math.max(Math.min(inclusive, Number.MAX_SAFE_INTEGER), Number.MIN_SAFE_INTEGER);
  if (typeof exclusive === 'number') return exclusive + step;
  return step === 1 ? -(2 ** 31) : 2 ** 31;
}

const PLAIN = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc.date({ min: MIN_DATE, max: MAX_DATE, noInvalidDate: true }).map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: MIN_DATE, max: MAX_DATE, noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return fc.webUrl();
  }
  if (typeof schema.pattern === 'string') {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((text) => text.length <= (schema.maxLength ?? 10_000));
    } catch {
      // A pattern JavaScript cannot compile falls through to free text.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 60));
  // Mostly plain words, which pass the contracts' refinements, so requests reach the services; some of any Unicode.
  return fc.oneof(
    { weight: 6, arbitrary: fc.string({ minLength: Math.max(minLength, 2), maxLength, unit: PLAIN }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
  );
}

function objectArbitrary(schema: JsonSchema, context: ArbitraryContext): fc.Arbitrary<unknown> {
  const properties: Record<string, JsonSchema> = schema.properties ?? {};
  const required: string[] = (schema.required ?? []).filter((key: string) => key in properties);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) model[key] = arbitraryFor(property, context, key);
  const record = fc.record(model, { requiredKeys: required });
  if (typeof schema.additionalProperties !== 'object' || Object.keys(properties).length > 0) return record;
  return fc.dictionary(fc.string({ maxLength: 20 }), arbitraryFor(schema.additionalProperties, context), {
    maxKeys: 3,
  });
}

/** The body an operation expects, every property present, so one field at a time can be spoiled. */
export function sampleBody(schema: JsonSchema, context: Omit<ArbitraryContext, 'depth'>, seed: number): unknown {
  const resolved = resolve(context.document, schema);
  const full =
    resolved.type === 'object' && resolved.properties
      ? { ...resolved, required: Object.keys(resolved.properties) }
      : resolved;
  return fc.sample(arbitraryFor(full, { ...context, depth: 0 }), { seed, numRuns: 1 })[0];
}

/**
 * Values that have broken web APIs: text PostgreSQL refuses, sizes, numbers past every integer type, dates past
 * every calendar, the wrong JSON type, and nesting that overflows a recursive walker. `raw` is JSON text put into
 * the body as is (`JSON.stringify` cannot write it); query and path parameters send `text`. Fields one object down get
 * the `nested` ones only and fields deeper (a section's items, a price tier's fields) the `deep` ones: the same
 * validators check every level, and nested settings bodies multiplied the run past its time budget.
 */
export type NastyValue = {
  label: string;
  /** Which body fields get it: `any` every field, the others fields whose valid value is text, a number, a date. */
  kind: 'text' | 'number' | 'date' | 'any';
  value?: unknown;
  raw?: string;
  text?: string;
  nested?: boolean;
  deep?: boolean;
  /** Sent to every field it fits; the others go to the fields in turn (the suite's `inTurn`). */
  core?: boolean;
};

const DEPTH = 10_000;
const MEGABYTE_STRING = 'x'.repeat(1_000_000);

export const NASTY_VALUES: NastyValue[] = [
  { label: 'NUL', core: true, kind: 'text', value: '\u0000' },
  { label: 'inner NUL', deep: true, kind: 'text', nested: true, value: 'a\u0000b' },
  { label: 'lone high surrogate', core: true, deep: true, kind: 'text', nested: true, value: '\ud800' },
  { label: 'lone low surrogate', kind: 'text', value: '\udfff' },
  { label: '8 kB string', kind: 'text', value: 'x'.repeat(8_192) },
  { label: '1 MB string', core: true, kind: 'text', nested: true, value: MEGABYTE_STRING, text: 'x'.repeat(12_000) },
  { label: 'empty string', kind: 'text', value: '' },
  { label: 'blank string', kind: 'text', value: '   ' },
  { label: 'text with markup and quotes', kind: 'text', value: `<script>alert(1)</script>'"; DROP TABLE orders; --` },
  { label: 'right-to-left override and emoji', kind: 'text', value: '\u202egnp.exe 🎟️👩🏽‍💻' },
  { label: '1e308', kind: 'number', nested: true, value: 1e308 },
  { label: '1e999 (Infinity)', core: true, kind: 'number', raw: '1e999', text: '1e999' },
  { label: '2^53+1', kind: 'number', raw: '9007199254740993', text: '9007199254740993' },
  { label: '-1', kind: 'number', nested: true, value: -1 },
  { label: '2^31', kind: 'number', value: 2_147_483_648 },
  {
    label: '2^63',
    core: true,
    deep: true,
    kind: 'number',
    nested: true,
    raw: '9223372036854775808',
    text: '9223372036854775808',
  },
  { label: 'fraction', kind: 'number', value: 0.5 },
  { label: 'year 9999', core: true, deep: true, kind: 'date', nested: true, value: '9999-12-31T23:59:59Z' },
  { label: 'year 1', kind: 'date', value: '0001-01-01' },
  { label: 'largest JS date', core: true, kind: 'date', value: '+275760-09-13T00:00:00.000Z' },
  { label: 'number for string', core: true, deep: true, kind: 'any', nested: true, value: 12_345 },
  { label: 'boolean', kind: 'any', value: true },
  { label: 'object', core: true, kind: 'any', nested: true, value: { a: 'b' } },
  { label: 'array', kind: 'any', value: ['x'] },
  { label: 'empty array', kind: 'any', value: [] },
  { label: 'null', core: true, deep: true, kind: 'any', nested: true, value: null },
  {
    label: 'deep arrays',
    core: true,
    kind: 'any',
    nested: true,
    raw: '['.repeat(DEPTH) + ']'.repeat(DEPTH),
    text: '['.repeat(4_000),
  },
  {
    label: 'deep objects',
    kind: 'any',
    raw: '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH),
    text: '{"a":'.repeat(2_000),
  },
];

/**
 * The nasty values for the body field at `path` of `body`: the wrong types for every field, text values for a text
 * field, numbers for a number, far dates for a date; fields inside objects get the `nested` ones, deeper the `deep` ones.
 */
export function nastyValuesFor(body: unknown, path: (string | number)[]): NastyValue[] {
  let value = body;
  for (const key of path) value = (value as Record<string | number, unknown>)[key];
  const kinds = new Set<NastyValue['kind']>(['any']);
  if (typeof value === 'string') kinds.add('text');
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\d/.test(value)) kinds.add('date');
  if (typeof value === 'number') kinds.add('number');
  // Depth counts objects, not arrays: a price tier's amount (`prices[0].price`) is as near as a settings field.
  const depth = path.filter((key) => typeof key === 'string').length;
  const fits = (nasty: NastyValue) => (depth < 2 ? true : depth === 2 ? nasty.nested : nasty.deep);
  return NASTY_VALUES.filter((nasty) => kinds.has(nasty.kind) && fits(nasty));
}

const RAW_MARK = '__fuzz_raw__';

/** JSON text of `body` with `nasty` put at `path` (a list of keys), or replacing the whole body when `path` is []. */
export function bodyWith(body: unknown, path: (string | number)[], nasty: NastyValue): string {
  const value = nasty.raw === undefined ? nasty.value : RAW_MARK;
  let text: string;
  if (path.length === 0) text = JSON.stringify(value);
  else {
    const copy = structuredClone(body) as Record<string | number, unknown>;
    let target = copy;
    for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
    target[path.at(-1)!] = value;
    text = JSON.stringify(copy);
  }
  return nasty.raw === undefined ? text : text.replace(`"${RAW_MARK}"`, nasty.raw);
}

/** The places in a sample body to spoil: every key down to two levels, through the first item of arrays. */
export function fieldPaths(body: unknown, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (depth >= 2 || body === null || typeof body !== 'object') return [];
  const paths: (string | number)[][] = [];
  const entries: [string | number, unknown][] = Array.isArray(body)
    ? body.length > 0
      ? [[0, body[0]]]
      : []
    : Object.entries(body);
  for (const [key, value] of entries) {
    paths.push([...prefix, key]);
    paths.push(...fieldPaths(value, [...prefix, key], depth + 1));
  }
  return paths;
}

/** A query parameter value as text: what a URL can carry of a nasty value. */
export function nastyText(nasty: NastyValue): string {
  if (nasty.text !== undefined) return nasty.text;
  if (typeof nasty.value === 'string') return nasty.value;
  return nasty.value === null ? '' : JSON.stringify(nasty.value);
}

/** `key=value` pairs in qs's bracket notation for nested values, percent-encoded (lone surrogates as WTF-8). */
export function queryString(values: Record<string, unknown>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value)) value.forEach((item, index) => add(`${key}[${index}]`, item));
    else if (value !== null && typeof value === 'object')
      for (const [inner, item] of Object.entries(value)) add(`${key}[${inner}]`, item);
    else pairs.push(`${percentEncode(key)}=${percentEncode(value === null ? '' : String(value))}`);
  };
  for (const [key, value] of Object.entries(values)) add(key, value);
  return pairs.join('&');
}

/**
 * `encodeURIComponent` throws on a lone surrogate; a hostile client sends its bytes anyway (WTF-8), so they are
 * encoded by hand here.
 */
export function percentEncode(text: string): string {
  if (!/[\ud800-\udfff]/.test(text)) return encodeURIComponent(text);
  let encoded = '';
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(text.slice(index, index + 2));
      index++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else encoded += encodeURIComponent(text[index]!);
  }
  return encoded;
}

const BOUNDARY = 'fuzzboundary';

/** Bodies that are not the JSON object an operation expects, each with its content type. */
export const WRONG_BODIES: { label: string; body?: string; contentType?: string; headers?: Record<string, string> }[] =
  [
    { label: 'no body' },
    { label: 'JSON type, empty body', body: '', contentType: 'application/json' },
    { label: 'invalid JSON', body: '{"a":', contentType: 'application/json' },
    { label: 'JSON with a trailing comma', body: '{"a":1,}', contentType: 'application/json' },
    { label: 'body is null', body: 'null', contentType: 'application/json' },
    { label: 'body is an array', body: '[]', contentType: 'application/json' },
    { label: 'body is a string', body: '"text"', contentType: 'application/json' },
    { label: 'body is a number', body: '12', contentType: 'application/json' },
    {
      label: 'prototype keys',
      body: '{"__proto__":{"role":"ADMIN"},"constructor":{"prototype":{"x":1}}}',
      contentType: 'application/json',
    },
    { label: 'deep arrays', body: '['.repeat(DEPTH) + ']'.repeat(DEPTH), contentType: 'application/json' },
    { label: 'deep objects', body: '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH), contentType: 'application/json' },
    {
      label: 'body over the limit',
      body: JSON.stringify({ a: 'x'.repeat(1_100_000) }),
      contentType: 'application/json',
    },
    { label: 'JSON in UTF-16', body: '{"a":1}', contentType: 'application/json; charset=utf-16' },
    { label: 'text/plain', body: 'hello', contentType: 'text/plain' },
    { label: 'form encoded', body: 'a=1&b=%00&c[d]=e', contentType: 'application/x-www-form-urlencoded' },
    { label: 'XML', body: '<a>1</a>', contentType: 'application/xml' },
    {
      label: 'multipart with garbage',
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0000\u0001garbage\r\n--${BOUNDARY}--\r\n`,
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    },
    {
      label: 'multipart, truncated',
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"`,
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    },
    { label: 'multipart without a boundary', body: 'garbage', contentType: 'multipart/form-data' },
  ];
