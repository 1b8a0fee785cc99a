/**
 * The part of an OpenAPI 3.x document the reference reads: operations by tag, their
 * parameters, bodies and responses, and JSON schemas whose `$ref`s point into the document.
 */

export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: Schema;
}

interface MediaType {
  schema?: Schema;
}

export interface Operation {
  summary?: string;
  description?: string;
  operationId?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; description?: string; content?: Record<string, MediaType> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface OperationEntry {
  method: HttpMethod;
  path: string;
  operation: Operation;
  /** The element id the navigation links to. */
  anchor: string;
}

export interface TagGroup {
  name: string;
  description?: string;
  anchor: string;
  operations: OperationEntry[];
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const operationAnchor = (method: string, path: string) => `op-${method}-${slug(path)}`;

/**
 * Operations grouped by their first tag, groups in the order the document declares its
 * tags, then in order of first use; operations keep the document's order.
 */
export function groupByTag(document: OpenApiDocument): TagGroup[] {
  const groups = new Map<string, TagGroup>();
  const groupOf = (name: string) => {
    let group = groups.get(name);
    if (!group) {
      const description = document.tags?.find((tag) => tag.name === name)?.description;
      group = { name, description, anchor: `tag-${slug(name)}`, operations: [] };
      groups.set(name, group);
    }
    return group;
  };
  for (const tag of document.tags ?? []) groupOf(tag.name);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      groupOf(operation.tags?.[0] ?? 'other').operations.push({
        method,
        path,
        operation,
        anchor: operationAnchor(method, path),
      });
    }
  }
  return [...groups.values()].filter((group) => group.operations.length > 0);
}

/** The schema a local `$ref` (#/components/schemas/Name) names; unknown refs resolve to {}. */
export function resolveSchema(document: OpenApiDocument, schema: Schema): Schema {
  let current = schema;
  // A chain of refs ends; a cycle of them would not, so the walk is bounded.
  for (let hops = 0; current.$ref && hops < 32; hops++) {
    const name = /^#\/components\/schemas\/(.+)$/.exec(current.$ref)?.[1];
    const target = name ? document.components?.schemas?.[decodeURIComponent(name)] : undefined;
    if (!target) return {};
    current = target;
  }
  return current;
}

/** The name of the component a schema points to, for labelling a reused shape. */
export const refName = (schema: Schema) => schema.$ref?.split('/').pop();

const variantsOf = (schema: Schema) => schema.anyOf ?? schema.oneOf;

const isNullSchema = (schema: Schema) => schema.type === 'null';

/** The variants of a union other than null, and whether null is one of them. */
export function splitNullable(schema: Schema): { variants: Schema[]; isNullable: boolean } {
  const variants = variantsOf(schema);
  const types = Array.isArray(schema.type) ? schema.type : null;
  if (types) {
    const rest = types.filter((type) => type !== 'null');
    return {
      variants: [{ ...schema, type: rest.length === 1 ? rest[0] : rest }],
      isNullable: rest.length < types.length,
    };
  }
  if (!variants) return { variants: [schema], isNullable: false };
  const rest = variants.filter((variant) => !isNullSchema(variant));
  return { variants: rest, isNullable: rest.length < variants.length };
}

/**
 * A one-line type: `string`, `integer`, `array of string`, `301 | 302`, `object`,
 * `string (date-time)`; a union of single-value enums reads as their values.
 */
export function typeLabel(document: OpenApiDocument, raw: Schema): string {
  const schema = resolveSchema(document, raw);
  const { variants } = splitNullable(schema);
  if (variants.length !== 1 || variants[0] !== schema) {
    return variants.map((variant) => typeLabel(document, variant)).join(' | ') || 'null';
  }
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.allOf) return schema.allOf.map((part) => typeLabel(document, part)).join(' & ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array')
    return `array of ${schema.items ? typeLabel(document, schema.items) : 'any'}`;
  const name = refName(raw);
  const base = type ?? (schema.properties ? 'object' : 'any');
  return `${name && base === 'object' ? name : base}${schema.format ? ` (${schema.format})` : ''}`;
}

/** The rules a value must follow, in words: lengths, ranges, counts. */
export function constraintsOf(raw: Schema, document: OpenApiDocument): string[] {
  const schema = resolveSchema(document, raw);
  const { variants } = splitNullable(schema);
  const own = variants.length === 1 ? resolveSchema(document, variants[0] ?? {}) : schema;
  const rules: string[] = [];
  const range = (low: number | undefined, high: number | undefined, unit: string) => {
    const units = (count: number) => (count === 1 ? unit : `${unit}s`);
    if (low !== undefined && high !== undefined) rules.push(`${low}–${high} ${units(high)}`);
    else if (low !== undefined) rules.push(`at least ${low} ${units(low)}`);
    else if (high !== undefined) rules.push(`at most ${high} ${units(high)}`);
  };
  range(own.minLength, own.maxLength, 'character');
  range(own.minItems, own.maxItems, 'item');
  if (own.minimum !== undefined || own.maximum !== undefined) {
    rules.push(
      own.minimum !== undefined && own.maximum !== undefined
        ? `${own.minimum}–${own.maximum}`
        : own.minimum !== undefined
          ? `≥ ${own.minimum}`
          : `≤ ${own.maximum}`,
    );
  }
  if (own.default !== undefined) rules.push(`default ${JSON.stringify(own.default)}`);
  return rules;
}

/** The fields of an object schema (merging allOf parts), with whether each is required. */
export function propertiesOf(
  document: OpenApiDocument,
  raw: Schema,
): { name: string; schema: Schema; isRequired: boolean }[] {
  const schema = resolveSchema(document, raw);
  const parts = schema.allOf ? schema.allOf.map((part) => resolveSchema(document, part)) : [schema];
  return parts.flatMap((part) =>
    Object.entries(part.properties ?? {}).map(([name, property]) => ({
      name,
      schema: property,
      isRequired: part.required?.includes(name) ?? false,
    })),
  );
}

/** The schema whose fields or items are worth showing below a field: an object or array. */
export function nestedOf(document: OpenApiDocument, raw: Schema): Schema | null {
  const { variants } = splitNullable(resolveSchema(document, raw));
  if (variants.length !== 1 || !variants[0]) return null;
  const schema = resolveSchema(document, variants[0]);
  if (propertiesOf(document, schema).length > 0) return schema;
  if (schema.items) {
    const items = resolveSchema(document, schema.items);
    return propertiesOf(document, items).length > 0 ? items : null;
  }
  return null;
}

/**
 * A starting value for a request body: the schema's own example or default, else the
 * required fields with a placeholder of their type. Depth-bounded against cyclic refs.
 */
export function exampleOf(document: OpenApiDocument, raw: Schema, depth = 0): unknown {
  const schema = resolveSchema(document, raw);
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.[0] !== undefined) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.[0] !== undefined) return schema.enum[0];
  const { variants } = splitNullable(schema);
  if (variants.length !== 1 || variants[0] !== schema) {
    return variants[0] ? exampleOf(document, variants[0], depth) : null;
  }
  if (depth > 6) return null;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'array') return schema.items ? [exampleOf(document, schema.items, depth + 1)] : [];
  if (type === 'object' || schema.properties || schema.allOf) {
    const fields = propertiesOf(document, schema).filter((field) => field.isRequired);
    return Object.fromEntries(
      fields.map((field) => [field.name, exampleOf(document, field.schema, depth + 1)]),
    );
  }
  if (type === 'integer' || type === 'number') return schema.minimum ?? 0;
  if (type === 'boolean') return false;
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
  if (schema.format === 'date-time') return new Date(0).toISOString();
  return 'string';
}

/** The JSON schema of a request body or response, when it has one. */
export function jsonSchemaOf(content: Record<string, MediaType> | undefined): Schema | undefined {
  if (!content) return undefined;
  const json = Object.entries(content).find(([type]) => type.includes('json'));
  return (json ?? Object.entries(content)[0])?.[1].schema;
}

/** The request line a parameter set makes: path parameters filled in, query appended. */
export function requestPath(
  path: string,
  parameters: readonly Parameter[],
  values: Readonly<Record<string, string>>,
): string {
  const filled = path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = values[`path:${name}`];
    return value ? encodeURIComponent(value) : whole;
  });
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    const value = values[`query:${parameter.name}`];
    if (parameter.in === 'query' && value) query.set(parameter.name, value);
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}
