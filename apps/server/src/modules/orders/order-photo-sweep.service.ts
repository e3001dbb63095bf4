import { nowSeconds } from '../../core/clock.ts';
import type { AppContext } from '../../context.ts';
import { PHOTO_FOLDER } from './order-photos.service.ts';
import * as photosRepo from './order-photos.repository.ts';

// What a crash leaves of ticket photos: a temporary file whose upload never committed (or whose move under its key
// never happened), or a stored file whose row is gone (a deletion that stopped before removing it). Only files
// older than STRAY_AFTER_SECONDS are looked at, so an upload in flight is never touched; every step is harmless to
// repeat, so several instances may sweep one shared directory at once.

/** How old a file must be before the sweep judges it. */
const STRAY_AFTER_SECONDS = 3600;
/** How often the sweep runs. */
export const SWEEP_EVERY_MS = 3_600_000;

/** Removes stray photo files; finishes the move of a file whose row committed. */
export async function sweepPhotoFiles(ctx: AppContext): Promise<void> {
  for await (const files of ctx.storage.writtenBefore(PHOTO_FOLDER, nowSeconds() - STRAY_AFTER_SECONDS)) {
    const named = await photosRepo.namedImagePaths(
      ctx.db,
      files.map((f) => f.key),
    );
    for (const file of files) {
      if (!named.has(file.key)) await ctx.storage.drop(file);
      else if (file.pending !== null) await ctx.storage.finish(file);
    }
  }
}
