import type { AppContext } from '../../context.ts';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages } from '../../core/i18n.ts';
import { reencodePicture } from '../../storage/images.ts';
import { getSetting, putSetting } from '../settings/settings.service.ts';

// Pictures the platform provides to every shop. The platform sets them (CLI); shops read them.

export const M = defineMessages({
  publicityMissing: {
    zh: '平台还没有提供这张图片，请稍后再试',
    en: 'The platform has not provided this picture yet; try again later',
  },
  publicityNotImage: {
    zh: '只能使用 JPG、PNG、WebP 或 GIF 图片',
    en: 'Only JPG, PNG, WebP or GIF pictures can be used',
  },
});

/** The kinds of picture, by the `type` the app asks for. */
export const PUBLICITY_TYPES = { 1: 'push_tutorial' } as const;
export type PublicityType = keyof typeof PUBLICITY_TYPES;

const settingKey = (type: PublicityType) => `publicity_image.${PUBLICITY_TYPES[type]}`;

export async function imageUrl(ctx: AppContext, type: PublicityType): Promise<string> {
  const url = await getSetting(ctx.db, settingKey(type));
  if (!url) throw AppError.fail(M.publicityMissing);
  return url;
}

/**
 * Stores a new picture, decoded and written anew as every stored image is (only its pixels, no metadata), and points
 * the setting at it; the picture it replaces is removed after the switch.
 */
export async function setImage(ctx: AppContext, type: PublicityType, bytes: Uint8Array): Promise<string> {
  const picture = await reencodePicture(bytes);
  if (!picture) throw AppError.fail(M.publicityNotImage);
  const before = await getSetting(ctx.db, settingKey(type));
  const url = ctx.storage.url(await ctx.storage.put('publicity', picture, 'png'));
  await putSetting(ctx.db, settingKey(type), url, nowSeconds());
  const old = before ? ctx.storage.keyOf(before) : null;
  if (old) await ctx.storage.remove(old);
  return url;
}
