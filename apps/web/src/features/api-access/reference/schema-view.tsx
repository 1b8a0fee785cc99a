import {
  constraintsOf,
  nestedOf,
  type OpenApiDocument,
  propertiesOf,
  resolveSchema,
  type Schema,
  splitNullable,
  typeLabel,
} from './openapi';

/** Deeper than this, a recursive shape is named, not drawn again. */
const MAX_DEPTH = 5;

/** A schema's fields as a nested list: name, type, required, rules, and their own fields. */
export function SchemaView({
  document,
  schema,
  depth = 0,
}: {
  document: OpenApiDocument;
  schema: Schema;
  depth?: number;
}) {
  const fields = propertiesOf(document, schema);
  if (fields.length === 0) {
    const nested = nestedOf(document, schema);
    return (
      <div className="text-sm">
        <TypeText document={document} schema={schema} />
        {nested && depth < MAX_DEPTH ? (
          <div className="mt-2 border-l-2 border-slate-200 pl-3 dark:border-slate-700">
            <SchemaView document={document} schema={nested} depth={depth + 1} />
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
      {fields.map((field) => (
        <Field key={field.name} document={document} depth={depth} {...field} />
      ))}
    </ul>
  );
}

function Field({
  document,
  name,
  schema,
  isRequired,
  depth,
}: {
  document: OpenApiDocument;
  name: string;
  schema: Schema;
  isRequired: boolean;
  depth: number;
}) {
  const resolved = resolveSchema(document, schema);
  const rules = constraintsOf(schema, document);
  const nested = depth < MAX_DEPTH ? nestedOf(document, schema) : null;
  return (
    <li className="py-2.5">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <code className="font-mono font-semibold break-all text-slate-900 dark:text-white">
          {name}
        </code>
        <TypeText document={document} schema={schema} />
        {isRequired ? (
          <span className="text-xs font-semibold text-red-700 dark:text-red-300">required</span>
        ) : null}
      </div>
      {resolved.description ? (
        <p className="mt-1 text-slate-600 dark:text-slate-400">{resolved.description}</p>
      ) : null}
      {rules.length > 0 ? (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{rules.join(' · ')}</p>
      ) : null}
      {nested ? (
        <div className="mt-2 border-l-2 border-slate-200 pl-3 dark:border-slate-700">
          <SchemaView document={document} schema={nested} depth={depth + 1} />
        </div>
      ) : null}
    </li>
  );
}

export function TypeText({ document, schema }: { document: OpenApiDocument; schema: Schema }) {
  const { isNullable } = splitNullable(resolveSchema(document, schema));
  return (
    <span className="font-mono text-xs break-all text-slate-600 dark:text-slate-400">
      {typeLabel(document, schema)}
      {isNullable ? ' | null' : ''}
    </span>
  );
}
