export * from './destination.js';
export * from './error-codes.js';
export * from './error-messages.js';
export * from './hosts.js';
export * from './plan-limits.js';
export * from './plans.js';
export * from './short-code.js';
export * from './timings.js';
