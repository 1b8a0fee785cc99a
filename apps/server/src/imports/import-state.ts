/** Where a job is: the source's page (its own cursor; null: the first) and links done in it. */
export interface ImportCursor {
  page: string | null;
  done: number;
}

export function cursorOf(text: string | null): ImportCursor {
  if (text === null) return { page: null, done: 0 };
  const parsed = JSON.parse(text) as Partial<ImportCursor>;
  return { page: parsed.page ?? null, done: parsed.done ?? 0 };
}

/** The Kurz domain a source domain maps to: its own entry, then `*`, else the default. */
export function domainFor(map: Record<string, string>, source: string | null): string | undefined {
  const own = source === null ? undefined : map[source.toLowerCase()];
  return own ?? map['*'];
}
