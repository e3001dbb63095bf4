import { z } from 'zod';

/**
 * GET shopkeeper.mine.PublicityImg/setImg — a picture the platform provides to shops. Type 1 is the 推送设置
 * tutorial (how to receive order notifications); the shop's own promotion poster (other types in the earlier app)
 * comes with players and invitations.
 */
export const PublicityImageRequest = z.strictObject({ type: z.coerce.number().pipe(z.literal(1)) });
export const PublicityImage = z.strictObject({
  /** Where the picture loads from (relative to the server). */
  url: z.string(),
});
export type PublicityImage = z.infer<typeof PublicityImage>;
