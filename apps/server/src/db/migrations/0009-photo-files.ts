import type { Migration } from './helpers.ts';

/**
 * Ticket photos are stored re-encoded with a thumbnail (docs/orders.md, "Ticket photos"): `thumb_path` is the
 * thumbnail's storage key (null for photos stored before thumbnails existed: lists show the photo itself). The hourly
 * sweep of stray files asks which keys rows name, by either column.
 */
export const photoFiles: Migration = {
  name: '0009-photo-files',
  async up(db) {
    await db.schema.alterTable('order_images').addColumn('thumb_path', 'varchar(255)').execute();
    await db.schema.createIndex('order_images_path').on('order_images').column('path').execute();
    await db.schema.createIndex('order_images_thumb_path').on('order_images').column('thumb_path').execute();
  },
};
