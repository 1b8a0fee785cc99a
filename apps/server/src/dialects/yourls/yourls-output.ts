/** A YOURLS answer before it is written out: its fields, and what `format=simple` prints. */
export interface YourlsAnswer {
  body: Record<string, unknown>;
  simple: string;
}

export interface YourlsReply {
  status: number;
  type: string;
  text: string;
}

/** A JSONP callback YOURLS accepts: a dotted JavaScript name, nothing that could run code. */
const CALLBACK = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

/**
 * An answer written as YOURLS's `yourls_api_output` writes it: the status is the body's
 * `statusCode`, else its `errorCode`, else 200; `json` as PHP's json_encode writes it,
 * `xml` under a `<root>`, `jsonp` wrapped in the callback, and any other format (simple
 * included) as plain text.
 */
export function renderYourls(answer: YourlsAnswer, format: string | undefined): YourlsReply {
  const { body } = answer;
  const status = Number(body.statusCode ?? body.errorCode ?? 200) || 200;
  switch (format ?? 'xml') {
    case 'json':
      return { status, type: 'application/json; charset=utf-8', text: phpJson(body) };
    case 'xml':
      return { status, type: 'application/xml; charset=utf-8', text: xmlOf(body) };
    case 'jsonp': {
      const callback = typeof body.callback === 'string' ? body.callback : '';
      if (callback !== '' && !CALLBACK.test(callback)) {
        return {
          status: 400,
          type: 'application/javascript; charset=utf-8',
          text: phpJson({ errorCode: '400', error: 'Invalid callback parameter' }),
        };
      }
      return {
        status,
        type: 'application/javascript; charset=utf-8',
        text: `${callback}(${phpJson(body)})`,
      };
    }
    default:
      return { status, type: 'text/plain; charset=utf-8', text: answer.simple };
  }
}

/** PHP's json_encode escapes slashes and every non-ASCII character; clients parse either. */
function phpJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('/', '\\/')
    .replace(
      /[\u007f-\uffff]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
}

function xmlOf(body: Record<string, unknown>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<root>${elements(body)}</root>\n`;
}

function elements(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .map(([name, value]) => {
      if (value === null || value === undefined || value === '') return `<${name}/>`;
      if (typeof value === 'object')
        return `<${name}>${elements(value as Record<string, unknown>)}</${name}>`;
      return `<${name}>${escapeXml(String(value))}</${name}>`;
    })
    .join('');
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}
