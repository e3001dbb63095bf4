import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS } from '@dzzs/shared';
import { AppError } from '../core/errors.ts';
import { defineMessages } from '../core/i18n.ts';
import { reencodePhoto } from './images.ts';

// What every image upload (ticket photos, chat images) answers when the file is not one it takes.

const M = defineMessages({
  photoNotImage: {
    zh: 'file 应为 JPG、PNG、WebP 或 GIF 图片',
    en: 'file must be a JPG, PNG, WebP or GIF image',
  },
  photoTooLarge: {
    zh: 'file 最大 {max} MB',
    en: 'file must be at most {max} MB',
  },
  photoTooManyPixels: {
    zh: 'file 最多 {max} 百万像素',
    en: 'file must have at most {max} megapixels',
  },
});

/** The refusal of an upload over MAX_PHOTO_BYTES (an upload's reader stops at that size). */
export const imageTooLarge = () => AppError.fail(M.photoTooLarge, { max: MAX_PHOTO_BYTES / (1024 * 1024) });

/** The refusal of a file the re-encoding did not take (storage/images.ts). */
export const imageRefusal = (reason: 'notImage' | 'tooManyPixels') =>
  reason === 'tooManyPixels'
    ? AppError.fail(M.photoTooManyPixels, { max: MAX_PHOTO_PIXELS / 1_000_000 })
    : AppError.fail(M.photoNotImage);

/** The uploaded bytes as a re-encoded photo and thumbnail (storage/images.ts), or the refusal that says why not. */
export async function uploadedImage(bytes: Uint8Array): Promise<{ photo: Buffer; thumb: Buffer }> {
  const image = await reencodePhoto(bytes);
  if (image.ok) return image;
  throw imageRefusal(image.reason);
}
