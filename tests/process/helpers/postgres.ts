import { inject } from 'vitest';
import {
  createScratchDatabase as create,
  type ScratchDatabase,
} from '../../../scripts/lib/scratch-database.ts';

export type { ScratchDatabase };

/** A new, empty database on the test PostgreSQL server (the server processes migrate it when they start). */
export const createScratchDatabase = (): Promise<ScratchDatabase> =>
  create(inject('postgresUrl'), 'tanai_proc');
