import type { DbEngine } from '../src/db/database.js';
import { reportSuiteCounts } from './suite-report.js';

/**
 * Counts one attack table's hostile cases for CI's summary: `tried` when a case starts,
 * `refused` once its assertions passed (a case that fails fails its test anyway).
 */
export class AttackTally {
  #tried = 0;
  #refused = 0;

  tried(): void {
    this.#tried += 1;
  }

  refused(): void {
    this.#refused += 1;
  }

  report(engine: DbEngine): void {
    reportSuiteCounts(`attacks (${engine})`, [
      ['cases refused', this.#refused],
      ['tried', this.#tried],
    ]);
  }
}
