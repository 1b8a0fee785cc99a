/**
 * The API contract: every body, query, params and reply schema of Kurz's own routes, by
 * feature. The server validates and serializes with them; the web is typed by them.
 */
export * from './admin-users.js';
export * from './analytics.js';
export * from './api-keys.js';
export * from './api-v1.js';
export * from './billing.js';
export * from './custom-domains.js';
export * from './folders.js';
export * from './forms.js';
export * from './imports.js';
export * from './link-bulk.js';
export * from './link-import.js';
export * from './links.js';
export * from './moderation.js';
export * from './profile.js';
export * from './qr.js';
export * from './redirect-rules.js';
export * from './teams.js';
export * from './webhooks.js';
export * from './workspace.js';
