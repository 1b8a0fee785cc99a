import { InlineCode } from './inline-code';
import { MethodBadge } from './method-badge';
import { jsonSchemaOf, type OpenApiDocument, type OperationEntry, resolveSchema } from './openapi';
import { SchemaView, TypeText } from './schema-view';
import { TryRequest } from './try-request';

const subheading = 'mt-5 text-sm font-semibold text-slate-900 dark:text-white';

/** One operation: what it does, what it takes, what it answers, and a form to call it. */
export function OperationSection({
  document,
  entry,
  apiKey,
}: {
  document: OpenApiDocument;
  entry: OperationEntry;
  apiKey: string;
}) {
  const { method, path, operation, anchor } = entry;
  const parameters = operation.parameters ?? [];
  const body = jsonSchemaOf(operation.requestBody?.content);
  return (
    <article
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={`${anchor}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {operation.summary ?? `${method.toUpperCase()} ${path}`}
      </h3>
      <p className="mt-2 flex items-center gap-2">
        <MethodBadge method={method} />
        <code className="font-mono text-sm break-all text-slate-800 dark:text-slate-200">
          {path}
        </code>
      </p>
      {operation.description ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          <InlineCode text={operation.description} />
        </p>
      ) : null}

      {parameters.length > 0 ? (
        <>
          <h4 className={subheading}>Parameters</h4>
          <ul className="mt-1 divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {parameters.map((parameter) => (
              <li key={`${parameter.in}:${parameter.name}`} className="py-2.5">
                <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                  <code className="font-mono font-semibold text-slate-900 dark:text-white">
                    {parameter.name}
                  </code>
                  <span className="text-xs text-slate-600 dark:text-slate-400">
                    in {parameter.in}
                  </span>
                  {parameter.schema ? (
                    <TypeText document={document} schema={parameter.schema} />
                  ) : null}
                  {parameter.required ? (
                    <span className="text-xs font-semibold text-red-700 dark:text-red-300">
                      required
                    </span>
                  ) : null}
                </div>
                {(parameter.description ??
                resolveSchema(document, parameter.schema ?? {}).description) ? (
                  <p className="mt-1 text-slate-600 dark:text-slate-400">
                    {parameter.description ??
                      resolveSchema(document, parameter.schema ?? {}).description}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {body ? (
        <>
          <h4 className={subheading}>
            Request body{' '}
            <span className="font-normal text-slate-600 dark:text-slate-400">
              (JSON{operation.requestBody?.required ? ', required' : ''})
            </span>
          </h4>
          <div className="mt-1">
            <SchemaView document={document} schema={body} />
          </div>
        </>
      ) : null}

      <h4 className={subheading}>Responses</h4>
      <div className="mt-2 space-y-2">
        {Object.entries(operation.responses ?? {}).map(([status, response]) => {
          const schema = jsonSchemaOf(response.content);
          const types = Object.keys(response.content ?? {});
          return (
            <details
              key={status}
              className="group rounded-lg border border-slate-200 dark:border-slate-800"
            >
              <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm text-slate-800 outline-none hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-200 dark:hover:bg-slate-800/60 dark:focus-visible:outline-indigo-400">
                <span className="font-mono font-semibold">{status}</span>{' '}
                {response.description && response.description !== 'Default Response'
                  ? response.description
                  : null}
                {types.length > 0 ? (
                  <span className="text-slate-600 dark:text-slate-400"> · {types.join(', ')}</span>
                ) : null}
              </summary>
              <div className="border-t border-slate-200 px-3 py-2 dark:border-slate-800">
                {schema ? (
                  <SchemaView document={document} schema={schema} />
                ) : (
                  <p className="text-sm text-slate-600 dark:text-slate-400">No JSON body.</p>
                )}
              </div>
            </details>
          );
        })}
      </div>

      <TryRequest document={document} entry={entry} apiKey={apiKey} />
    </article>
  );
}
