import { z } from 'zod';

// The CSP forbids eval. Unless told, zod tries `new Function` once to decide whether to
// compile its parsers, and every page reports that attempt as a CSP violation.
// Imported first in main.tsx: schemas read this setting when they are built.
z.config({ jitless: true });
