import { inject } from 'vitest';

/** TEST_REDIS_URL, passed in by vitest.config.ts; '' where no Redis runs (those tests skip). */
export const testRedisUrl = inject('testRedisUrl');

declare module 'vitest' {
  export interface ProvidedContext {
    testRedisUrl: string;
  }
}
