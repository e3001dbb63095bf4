import type Sharp from 'sharp';

/**
 * sharp (libvips), loaded the first time a picture is decoded or drawn: loading it costs about a third of a second of
 * CPU, which every start of the server would otherwise pay before it answers (docs/operations.md, "First start").
 */
export async function loadSharp(): Promise<typeof Sharp> {
  return (await import('sharp')).default;
}
