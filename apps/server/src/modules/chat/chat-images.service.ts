import type { AppContext } from '../../context.ts';
import { uploadedImage } from '../../storage/uploaded-image.ts';
import { CHAT_FOLDER } from './chat.service.ts';

/**
 * Stores a chat image, re-encoded like a ticket photo (no metadata, at most the photo size), and answers its URL: an
 * image message may carry only such a URL (chat.service.ts, checkContent). An image uploaded and never sent stays
 * in storage; nothing links to it.
 */
export async function storeChatImage(ctx: AppContext, bytes: Uint8Array): Promise<string> {
  const image = await uploadedImage(bytes);
  return ctx.storage.url(await ctx.storage.put(CHAT_FOLDER, image.photo, 'jpg'));
}
