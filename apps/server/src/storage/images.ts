import { MAX_PHOTO_PIXELS } from '@dzzs/shared';
import { loadSharp } from './sharp.ts';
import { detectImage } from './image-type.ts';

// Uploaded photos are never stored as they came: the bytes are decoded and only the pixels are written anew. That
// drops whatever rode along (EXIF with the shop's GPS position and the phone model, XMP, comments, and any script
// text glued behind a valid signature), and anything that does not decode is refused.

/** A photo's long edge once stored: enough to read every line of a ticket. */
const PHOTO_LONG_EDGE = 2560;
/** A thumbnail's long edge, for lists. */
const THUMB_LONG_EDGE = 360;
const PHOTO_QUALITY = 85;
const THUMB_QUALITY = 80;

export type PhotoResult =
  { ok: true; photo: Buffer; thumb: Buffer } | { ok: false; reason: 'notImage' | 'tooManyPixels' };

/**
 * Decodes an uploaded JPEG, PNG, WebP or GIF and writes it anew as an upright JPEG at most PHOTO_LONG_EDGE on its
 * long edge, with no metadata (colours converted to sRGB, so no profile is needed), and a thumbnail of it.
 */
export async function reencodePhoto(bytes: Uint8Array): Promise<PhotoResult> {
  // The signature check keeps every other format (SVG above all) away from the decoders.
  if (!detectImage(bytes)) return { ok: false, reason: 'notImage' };
  const sharp = await loadSharp();
  try {
    // The header alone says how large the picture is, so a decompression bomb is refused before it is decoded
    // (the decoder's own limit below is the backstop).
    const { width, height } = await sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata();
    if (width * height > MAX_PHOTO_PIXELS) return { ok: false, reason: 'tooManyPixels' };
    // Only the first frame of an animation; a truncated file is an error, not a grey half picture.
    const photo = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'truncated', pages: 1 })
      .autoOrient()
      .resize(PHOTO_LONG_EDGE, PHOTO_LONG_EDGE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PHOTO_QUALITY })
      .toBuffer();
    const thumb = await sharp(photo)
      .resize(THUMB_LONG_EDGE, THUMB_LONG_EDGE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: THUMB_QUALITY })
      .toBuffer();
    return { ok: true, photo, thumb };
  } catch {
    // libvips explains a broken file in its own words; to the uploader it is simply not an image.
    return { ok: false, reason: 'notImage' };
  }
}

/** An avatar's edge once stored: sharp on any phone's screen at the sizes the app shows it. */
const AVATAR_EDGE = 512;

/**
 * Decodes an uploaded avatar (cropped square in the browser, but any picture is taken) and writes it anew as an
 * upright square JPEG, centred, with no metadata.
 */
export async function reencodeAvatar(bytes: Uint8Array): Promise<PhotoResult> {
  const decoded = await reencodePhoto(bytes);
  if (!decoded.ok) return decoded;
  const sharp = await loadSharp();
  const photo = await sharp(decoded.photo)
    .resize(AVATAR_EDGE, AVATAR_EDGE, { fit: 'cover', position: 'centre' })
    .jpeg({ quality: PHOTO_QUALITY })
    .toBuffer();
  return { ok: true, photo, thumb: decoded.thumb };
}

/**
 * Decodes a picture the platform provides (a tutorial screenshot, often tall and full of small text) and writes it
 * anew as a PNG of the same size: lossless, so the text stays sharp, and with no metadata.
 */
export async function reencodePicture(bytes: Uint8Array): Promise<Buffer | null> {
  if (!detectImage(bytes)) return null;
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'truncated', pages: 1 })
      .autoOrient()
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}
