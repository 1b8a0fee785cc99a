import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../app/ui/button';
import { TextField } from '../../../app/ui/text-field';
import { TextareaField } from '../../../app/ui/textarea-field';
import {
  exampleOf,
  jsonSchemaOf,
  type OpenApiDocument,
  type OperationEntry,
  requestPath,
  typeLabel,
} from './openapi';

interface Answer {
  status: string;
  isOk: boolean;
  contentType: string;
  text?: string;
  imageUrl?: string;
}

/**
 * "Try it": the operation sent from this page to this origin with the pasted key as a
 * Bearer token. Cookies stay out (credentials omit), so the call is the key's alone.
 */
export function TryRequest({
  document,
  entry,
  apiKey,
}: {
  document: OpenApiDocument;
  entry: OperationEntry;
  apiKey: string;
}) {
  const { method, path, operation } = entry;
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const parameters = (operation.parameters ?? []).filter(
    (parameter) => parameter.in === 'path' || parameter.in === 'query',
  );
  const bodySchema = jsonSchemaOf(operation.requestBody?.content);
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState(() =>
    bodySchema ? JSON.stringify(exampleOf(document, bodySchema), null, 2) : '',
  );
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // An image answer lives in a blob URL until the next answer replaces it.
  useEffect(() => () => void (answer?.imageUrl && URL.revokeObjectURL(answer.imageUrl)), [answer]);

  const onSend = async (event: FormEvent) => {
    event.preventDefault();
    if (bodySchema && body.trim() !== '') {
      try {
        JSON.parse(body);
      } catch {
        setBodyError('The request body is not valid JSON.');
        return;
      }
    }
    setBodyError(null);
    setFailure(null);
    setIsSending(true);
    try {
      const response = await fetch(requestPath(path, parameters, values), {
        method: method.toUpperCase(),
        credentials: 'omit',
        headers: {
          ...(apiKey.trim() ? { Authorization: `Bearer ${apiKey.trim()}` } : {}),
          ...(bodySchema && body.trim() ? { 'Content-Type': 'application/json' } : {}),
        },
        body: bodySchema && body.trim() ? body : undefined,
      });
      setAnswer(await readAnswer(response));
    } catch {
      setFailure('The request could not be sent. Check your connection.');
    } finally {
      setIsSending(false);
    }
  };

  return (
    <div className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-800">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? 'Hide request' : 'Try it'}
        <span className="sr-only">
          {' '}
          ({method.toUpperCase()} {path})
        </span>
      </Button>
      <div id={panelId} hidden={!isOpen} className="mt-4">
        {isOpen ? (
          <form onSubmit={onSend} className="space-y-4">
            {parameters.length > 0 ? (
              <div className="grid gap-4 sm:grid-cols-2">
                {parameters.map((parameter) => {
                  const key = `${parameter.in}:${parameter.name}`;
                  return (
                    <TextField
                      key={key}
                      label={`${parameter.name} (${parameter.in})`}
                      required={parameter.required}
                      value={values[key] ?? ''}
                      onChange={(event) =>
                        setValues((current) => ({ ...current, [key]: event.target.value }))
                      }
                      hint={
                        parameter.schema ? (
                          <p className="mt-1 font-mono text-xs text-slate-600 dark:text-slate-400">
                            {typeLabel(document, parameter.schema)}
                          </p>
                        ) : undefined
                      }
                    />
                  );
                })}
              </div>
            ) : null}
            {bodySchema ? (
              <TextareaField
                label="Request body (JSON)"
                value={body}
                rows={Math.min(12, Math.max(4, body.split('\n').length + 1))}
                spellCheck={false}
                className="font-mono text-sm"
                error={bodyError}
                onChange={(event) => setBody(event.target.value)}
              />
            ) : null}
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" size="sm" disabled={isSending}>
                {isSending ? 'Sending...' : 'Send request'}
              </Button>
              <code className="font-mono text-xs break-all text-slate-600 dark:text-slate-400">
                {method.toUpperCase()} {requestPath(path, parameters, values)}
              </code>
            </div>
            {apiKey.trim() === '' ? (
              <p className="text-sm text-amber-800 dark:text-amber-300">
                No API key pasted above: the API will answer 401.
              </p>
            ) : null}
          </form>
        ) : null}
        <div aria-live="polite">
          {failure ? (
            <p className="mt-3 text-sm text-red-700 dark:text-red-300">{failure}</p>
          ) : null}
          {answer && isOpen ? <AnswerView answer={answer} /> : null}
        </div>
      </div>
    </div>
  );
}

async function readAnswer(response: Response): Promise<Answer> {
  const contentType = response.headers.get('content-type') ?? '';
  const status = `${response.status} ${response.statusText}`.trim();
  if (contentType.startsWith('image/')) {
    const image = await response.blob();
    return { status, isOk: response.ok, contentType, imageUrl: URL.createObjectURL(image) };
  }
  const text = await response.text();
  if (contentType.includes('json')) {
    try {
      return {
        status,
        isOk: response.ok,
        contentType,
        text: JSON.stringify(JSON.parse(text), null, 2),
      };
    } catch {
      // Shown as sent.
    }
  }
  return { status, isOk: response.ok, contentType, text };
}

function AnswerView({ answer }: { answer: Answer }) {
  return (
    <section aria-label="Response" className="mt-4">
      <p className="text-sm">
        <span
          className={`font-mono font-semibold ${answer.isOk ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}`}
        >
          {answer.status}
        </span>
        {answer.contentType ? (
          <span className="text-slate-600 dark:text-slate-400"> · {answer.contentType}</span>
        ) : null}
      </p>
      {answer.imageUrl ? (
        <img
          src={answer.imageUrl}
          alt="The answer: a QR code"
          className="mt-2 max-h-64 rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-700"
        />
      ) : (
        <textarea
          readOnly
          aria-label="Response body"
          rows={Math.min(16, Math.max(3, (answer.text ?? '').split('\n').length))}
          value={answer.text || '(empty)'}
          className="mt-2 block w-full resize-y rounded-lg border-0 bg-slate-950 p-3 font-mono text-xs text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400"
        />
      )}
    </section>
  );
}
