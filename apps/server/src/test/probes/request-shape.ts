import { randomUUID } from 'node:crypto';
import { z, type ZodType } from 'zod';

/**
 * A route's request schema read as JSON Schema (zod's own conversion, input side: what a client may send), so the
 * probes can list its fields and build a valid request without knowing the route.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
}

export const toJsonSchema = (schema: ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

export type RequestPart = 'querystring' | 'body' | 'params';

/** One leaf of a request: where it travels, its path ('[]' for array items), its name and JSON type. */
export interface RequestField {
  part: RequestPart;
  path: string[];
  name: string;
  type: string;
}

/** The schema's alternatives without null (a nullish field is the field). */
const options = (schema: JsonSchema): JsonSchema[] =>
  schema.anyOf ? schema.anyOf.flatMap(options).filter((option) => option.type !== 'null') : [schema];

const typeOf = (schema: JsonSchema): string => {
  const [first] = options(schema);
  if (!first) return 'null';
  if (first.enum || first.const !== undefined) return 'enum';
  return (Array.isArray(first.type) ? first.type[0] : first.type) ?? 'any';
};

export function fieldsOf(part: RequestPart, schema: JsonSchema, path: string[] = []): RequestField[] {
  const type = typeOf(schema);
  const [shape] = options(schema);
  if (type === 'object' && shape?.properties) {
    return Object.entries(shape.properties).flatMap(([name, property]) => fieldsOf(part, property, [...path, name]));
  }
  if (type === 'array' && shape?.items) return fieldsOf(part, shape.items, [...path, '[]']);
  return [{ part, path, name: path.filter((key) => key !== '[]').at(-1) ?? '', type }];
}

/** Values for fields a generic sample cannot guess (a real part number, a postcode the geocoder knows …). */
export type Examples = Record<string, unknown>;

/** A minimal valid value: required properties only, the smallest allowed number, a short string. */
export function sampleOf(schema: JsonSchema, examples: Examples, name = ''): unknown {
  if (name in examples) return examples[name];
  const [shape = {}] = options(schema);
  if (shape.const !== undefined) return shape.const;
  if (shape.enum) return shape.enum[0];
  switch (typeOf(shape)) {
    case 'object': {
      const required = new Set(shape.required ?? []);
      const entries = Object.entries(shape.properties ?? {}).filter(([key]) => required.has(key) || key in examples);
      return Object.fromEntries(entries.map(([key, property]) => [key, sampleOf(property, examples, key)]));
    }
    case 'array':
      return Array.from({ length: Math.max(shape.minItems ?? 0, 1) }, () => sampleOf(shape.items ?? {}, examples));
    case 'integer':
    case 'number': {
      const low = Math.max(shape.minimum ?? 1, shape.exclusiveMinimum === undefined ? -Infinity : shape.exclusiveMinimum + 1, 1);
      return Math.min(low, shape.maximum ?? low);
    }
    case 'boolean':
      return true;
    case 'string':
      if (shape.format === 'uuid') return randomUUID();
      return 'probe'.padEnd(shape.minLength ?? 0, 'x').slice(0, shape.maxLength ?? 5);
    default:
      return 'probe';
  }
}

/** Sets `value` at a field's path inside a sample, through arrays' first items. */
export function withField(sample: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string, ...string[]];
  if (key === '[]') {
    const items = Array.isArray(sample) && sample.length > 0 ? sample : [{}];
    return [withField(items[0], rest, value), ...items.slice(1)];
  }
  const object = sample !== null && typeof sample === 'object' && !Array.isArray(sample) ? sample : {};
  return { ...object, [key]: withField((object as Record<string, unknown>)[key], rest, value) };
}

/** A query string from a flat sample; nested values go as JSON text (what a form would carry). */
export function queryStringOf(sample: unknown): string {
  if (sample === null || typeof sample !== 'object') return '';
  const pairs = Object.entries(sample as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]): [string, string] => [key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)]);
  return new URLSearchParams(pairs).toString();
}
