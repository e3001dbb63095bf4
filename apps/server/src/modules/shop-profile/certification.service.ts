import {
  canTake,
  Certification,
  CERTIFICATION_ACTIONS,
  CERTIFICATION_LABELS,
  CERTIFICATION_PHOTO_LABELS,
  CERTIFICATION_PHOTOS,
  MAX_CERTIFICATION_VIDEO_BYTES,
  MAX_PHOTO_BYTES,
  type CertificationKind,
  type StoreCertificationInfo,
  type StoreIdItem,
} from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import type { ShopConfigRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { detectImage, detectVideo } from '../../storage/image-type.ts';
import { imageTooLarge, uploadedImage } from '../../storage/uploaded-image.ts';
import { sessionsChanged } from '../auth/session.service.ts';
import { PLATFORM, transition, type Machine } from '../history/transition.service.ts';
import { findShop } from '../platform/platform.service.ts';
import { certificationOf, materialOf } from './shop-profile.mapper.ts';
import * as repo from './shop-profile.repository.ts';

// 店铺认证 (docs/shop-settings.md): the owner sends five photos or one video (未认证 or 审核失败 → 待审核), the
// platform approves (→ 已认证) or rejects with a reason (→ 审核失败) from its CLI. Each move goes through the one
// transition helper (a conditional update from the states CERTIFICATION_ACTIONS allows, so two presses move it once,
// and an event row: docs/history.md); the record is the shop's config, its id the shop's. The auth guard reads the state through
// the session memory, which is told of every move after its commit, so the gate lifts or applies at the next call.
// Once approved the material stays, the shop's own record of what it sent: the page shows it read-only.

export const M = defineMessages({
  ccUploadField: {
    zh: '上传参数 {field} 不正确（type 应为 StoreID，file 为一张图片或一段视频）',
    en: 'Upload field {field} is wrong (type must be StoreID, file one image or one video)',
  },
  ccNotMedia: {
    zh: 'file 应为 JPG、PNG、WebP、GIF 图片，或 MP4、MOV、WebM 视频',
    en: 'file must be a JPG, PNG, WebP or GIF image, or an MP4, MOV or WebM video',
  },
  ccVideoTooLarge: { zh: 'file 视频最大 {max} MB', en: 'file: a video must be at most {max} MB' },
  ccPhotoMissing: { zh: '请上传{photo}', en: 'Upload: {photo}' },
  ccPhotoTwice: { zh: 'imgs 中{photo}出现了两次', en: 'imgs holds {photo} twice' },
  ccVideoOne: { zh: '视频认证请上传一段视频', en: 'imgs: the video certification takes one video' },
  ccNotUploaded: {
    zh: 'imgs 应为此处上传的认证{kind}',
    en: 'imgs must be certification {kind} uploaded here',
  },
  ccPending: { zh: '已提交资料~请耐心等待审核！', en: 'Submitted already; please wait for the review' },
  ccCertified: { zh: '店铺已认证，无需再次提交', en: 'The shop is certified already' },
  ccSubmitted: { zh: '提交成功，请耐心等待审核', en: 'Submitted; the platform will review it' },
  ccNotPending: {
    zh: `店铺 {shop} 当前为{state}，只有${CERTIFICATION_LABELS[Certification.pending].zh}的店铺可以审核`,
    en: `Shop {shop} is {state}; only shops ${CERTIFICATION_LABELS[Certification.pending].en.toLowerCase()} can be decided`,
  },
  ccMemoRequired: { zh: '驳回时请填写原因', en: 'Give a reason when rejecting' },
});

/** Where certification material is kept. */
export const CERTIFICATION_FOLDER = 'certification';

const KIND_WORD = { image: { zh: '照片', en: 'photos' }, video: { zh: '视频', en: 'videos' } };
const photoLabel = (index: number) => CERTIFICATION_PHOTO_LABELS[CERTIFICATION_PHOTOS[index]!];
const isVideoKey = (key: string) => /\.(mp4|mov|webm)$/.test(key);

export async function certificationInfo(ctx: AppContext, shopId: number): Promise<StoreCertificationInfo> {
  return certificationOf(await repo.configOf(ctx.db, shopId), ctx.storage);
}

/**
 * Stores one piece of material: an image re-encoded like a ticket photo (no metadata), or a video as it came once its
 * first bytes say it is one (there is no video encoder on the server; it is served inline, never as a page).
 */
export async function storeMaterial(
  ctx: AppContext,
  bytes: Uint8Array,
): Promise<{ url: string; kind: CertificationKind }> {
  const video = detectVideo(bytes);
  if (video) {
    if (bytes.length > MAX_CERTIFICATION_VIDEO_BYTES)
      throw AppError.fail(M.ccVideoTooLarge, { max: MAX_CERTIFICATION_VIDEO_BYTES / (1024 * 1024) });
    return {
      url: ctx.storage.url(await ctx.storage.put(CERTIFICATION_FOLDER, bytes, video.ext)),
      kind: 'video',
    };
  }
  if (!detectImage(bytes)) throw AppError.fail(M.ccNotMedia);
  if (bytes.length > MAX_PHOTO_BYTES) throw imageTooLarge();
  const image = await uploadedImage(bytes);
  return {
    url: ctx.storage.url(await ctx.storage.put(CERTIFICATION_FOLDER, image.photo, 'jpg')),
    kind: 'image',
  };
}

/** The material as stored (storage keys), or the refusal naming what is missing or wrong. */
function checkedMaterial(
  ctx: AppContext,
  kind: CertificationKind,
  items: readonly StoreIdItem[],
): StoreIdItem[] {
  const stored = items.map((item) => {
    const key = ctx.storage.keyOf(item.src);
    if (!key?.startsWith(`${CERTIFICATION_FOLDER}/`) || isVideoKey(key) !== (kind === 'video'))
      throw AppError.fail(M.ccNotUploaded, { kind: KIND_WORD[kind] });
    return { src: key, index: item.index };
  });
  if (kind === 'video') {
    if (stored.length !== 1) throw AppError.fail(M.ccVideoOne);
    return [{ src: stored[0]!.src, index: 0 }];
  }
  const byIndex = new Map<number, string>();
  for (const item of stored) {
    if (byIndex.has(item.index)) throw AppError.fail(M.ccPhotoTwice, { photo: photoLabel(item.index) });
    byIndex.set(item.index, item.src);
  }
  const missing = CERTIFICATION_PHOTOS.findIndex((_, i) => !byIndex.has(i));
  if (missing >= 0) throw AppError.fail(M.ccPhotoMissing, { photo: photoLabel(missing) });
  return CERTIFICATION_PHOTOS.map((_, index) => ({ src: byIndex.get(index)!, index }));
}

/** Files of `before` no longer named by `after`: removed once the change that dropped them has committed. */
const dropped = (before: readonly StoreIdItem[], after: readonly StoreIdItem[]) =>
  before.map((i) => i.src).filter((key) => !after.some((a) => a.src === key));

/** A shop's certification as the transition helper sees it: the shop's id, its state, and its config row. */
interface CertificationRow {
  id: number;
  state: number;
  config: ShopConfigRow;
}
const asRecord = (config: ShopConfigRow): CertificationRow => ({
  id: config.shop_id,
  state: config.store_certification,
  config,
});
type CertificationPatch = Omit<Parameters<typeof repo.moveCertification>[3], 'store_certification'>;

const MACHINE: Machine<'certification', CertificationRow, CertificationPatch> = {
  entity: 'certification',
  move: async (trx, row, to, patch) => {
    const moved = await repo.moveCertification(trx, row.id, row.state, { ...patch, store_certification: to });
    return moved && asRecord(moved);
  },
  find: async (trx, id) => {
    const config = await repo.configOf(trx, id);
    return config && asRecord(config);
  },
  shops: (row) => ({ shopId: row.id }),
};

export async function submit(
  ctx: AppContext,
  shopId: number,
  kind: CertificationKind,
  items: readonly StoreIdItem[],
): Promise<void> {
  const material = checkedMaterial(ctx, kind, items);
  await inTransaction(ctx, async (tx) => {
    const config = await repo.lockConfig(tx.trx, ctx.dialect, shopId);
    const state = config?.store_certification ?? Certification.none;
    if (state === Certification.certified) throw AppError.fail(M.ccCertified);
    if (!config || !canTake(CERTIFICATION_ACTIONS, 'submit', state)) throw AppError.fail(M.ccPending);
    const now = nowSeconds();
    await transition(tx, MACHINE, {
      action: 'submit',
      actor: { kind: 'shop', userId: shopId, shopId },
      row: asRecord(config),
      now,
      patch: () => ({
        store_certification_memo: '',
        store_id_type: kind,
        store_id: JSON.stringify(material),
        update_time: now,
      }),
    });
    const stale = dropped(materialOf(config.store_id), material);
    tx.afterCommit(async () => {
      sessionsChanged(ctx);
      for (const key of stale) await ctx.storage.remove(key);
    });
  });
}

export type Decision = { approve: true } | { approve: false; memo: string };

/** The platform's decision on a certification under review (`ref`: the shop's id or username). */
export async function decide(ctx: AppContext, ref: string, decision: Decision) {
  const shop = await findShop(ctx, ref);
  const memo = decision.approve ? '' : decision.memo.trim();
  if (!decision.approve && !memo) throw AppError.fail(M.ccMemoRequired);
  const action = decision.approve ? 'approve' : 'reject';
  await inTransaction(ctx, async (tx) => {
    const config = await repo.lockConfig(tx.trx, ctx.dialect, shop.id);
    const state = (config?.store_certification ?? Certification.none) as Certification;
    if (!config || !canTake(CERTIFICATION_ACTIONS, action, state))
      throw AppError.fail(M.ccNotPending, { shop: ref, state: CERTIFICATION_LABELS[state] });
    const now = nowSeconds();
    // Either way the material is kept: approved, for the owner to look back at; rejected, for the owner to correct.
    await transition(tx, MACHINE, {
      action,
      actor: PLATFORM,
      row: asRecord(config),
      now,
      reason: memo,
      patch: () => ({
        store_certification_memo: memo,
        update_time: now,
      }),
    });
    tx.afterCommit(() => sessionsChanged(ctx));
  });
  return shop;
}

/** Shops waiting for the platform's review, oldest submission first. */
export async function pending(ctx: AppContext) {
  return (await repo.pendingShops(ctx.db, Certification.pending)).map((row) => ({
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    kind: row.store_id_type,
    files: materialOf(row.store_id).map((item) => ctx.storage.url(item.src)),
    submitted: row.update_time,
  }));
}
