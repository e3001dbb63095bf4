import { z } from 'zod';
import { requiredText, text } from '../fields.ts';
import { CERTIFICATION_PHOTOS, STORE_INFO_TYPES } from '../shop-profile-rules.ts';

// Wire shapes of the shop's profile (编辑资料) and certification (店铺认证), docs/shop-settings.md. Lengths here only
// bound what is read; the rules with their own messages (nickname words, ID check digit…) are the service's.

export const EditNicknameRequest = z.strictObject({ nickname: text(50) });

export const EditAvatarRequest = z.strictObject({
  /** A URL answered by the avatar upload. */
  avatar: requiredText(500),
});

export const PostStoreInfoRequest = z.strictObject({
  type: z.enum(STORE_INFO_TYPES),
  value: text(200),
});

export const RealAutRequest = z.strictObject({
  /** 18-character resident ID number; a lower-case x is read as X. */
  id: text(30).transform((s) => s.toUpperCase()),
  name: text(50),
});

export const StoreIdItem = z.strictObject({
  /** A URL answered by the certification upload. */
  src: requiredText(500),
  /** Which photo: 0 店铺门头照片 … 4 手持身份证照片; 0 for the video. */
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(CERTIFICATION_PHOTOS.length - 1),
});
export type StoreIdItem = z.infer<typeof StoreIdItem>;

export const PostStoreIDRequest = z.strictObject({
  imgs: z.array(StoreIdItem).min(1).max(CERTIFICATION_PHOTOS.length),
  type: z.enum(['image', 'video']),
});

export const StoreCertificationInfo = z.strictObject({
  StoreIDType: z.enum(['image', 'video']),
  /** 0 未认证, 1 已认证, 2 待审核, 3 审核失败. */
  StoreCertification: z.number().int(),
  /** The material as last submitted, kept once certified (the owner sees it read-only); none before a submission. */
  StoreID: z.array(StoreIdItem),
  /** Why the platform rejected it (state 3). */
  StoreCertificationMemo: z.string(),
});
export type StoreCertificationInfo = z.infer<typeof StoreCertificationInfo>;

export const CertificationUpload = z.strictObject({
  type: z.literal('StoreID').optional(),
  name: z.string().max(40).optional(),
});
export const CertificationUploadResponse = z.strictObject({
  url: z.string(),
  /** What the file was found to be by its first bytes. */
  kind: z.enum(['image', 'video']),
});

export const AvatarUpload = z.strictObject({ type: z.literal('avatar').optional() });
export const AvatarUploadResponse = z.strictObject({ url: z.string() });
