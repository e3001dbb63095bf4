/** Image formats a ticket photo may have, recognised by their first bytes, never by the file name. */
export type ImageType = { ext: 'jpg' | 'png' | 'webp' | 'gif'; mime: string };

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

export function detectImage(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', mime: 'image/png' };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return { ext: 'webp', mime: 'image/webp' };
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return { ext: 'gif', mime: 'image/gif' };
  return null;
}

/** Video formats a certification video may have (what phones record), recognised by their first bytes. */
export type VideoType = { ext: 'mp4' | 'mov' | 'webm'; mime: string };

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

export function detectVideo(bytes: Uint8Array): VideoType | null {
  // ISO base media (MP4, and QuickTime's MOV): the first box is `ftyp`, whose major brand says which.
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'qt  ') return { ext: 'mov', mime: 'video/quicktime' };
    if (/^(isom|iso[2-9]|mp4[12v]|avc1|M4V |dash|3gp[4-9]|3g2[a-c]|MSNV)$/.test(brand))
      return { ext: 'mp4', mime: 'video/mp4' };
    return null;
  }
  // Matroska's EBML header, whose DocType is `webm`, early in the header.
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(bytes, 4, 64).includes('webm'))
    return { ext: 'webm', mime: 'video/webm' };
  return null;
}
