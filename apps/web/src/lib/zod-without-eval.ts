// The CSP forbids eval. Unless told, zod tries `new Function` once to decide whether to
// compile its parsers, and every page reports that attempt as a CSP violation. zod reads
// its settings from this global when it loads (z.config writes the same object), so the
// setting is made here without loading zod: screens that build schemas bring it later.
// Imported first in main.tsx: before any chunk can load zod.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
