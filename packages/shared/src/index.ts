export * from './error-codes.js';
export * from './error-messages.js';
export * from './hosts.js';
export * from './short-code.js';
export * from './timings.js';
