import { notNullDefault as d, type Migration } from './helpers.ts';

/**
 * A cooperation keeps its row when it ends (docs/partners.md, docs/history.md): `state` 1 active, 0 ended, so its
 * history stays readable by both shops and approving the branch again resumes the same record. Every cooperation
 * there is today is active (an ended one used to be deleted).
 */
export const cooperationState: Migration = {
  name: '0034-cooperation-state',
  async up(db) {
    await db.schema.alterTable('cooperations').addColumn('state', 'integer', d(1)).execute();
  },
};
