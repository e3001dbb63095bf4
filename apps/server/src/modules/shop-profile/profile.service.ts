import {
  ADDRESS_DETAIL_MIN,
  charCount,
  idNumberProblem,
  NICKNAME_MAX,
  NICKNAME_MAX_DIGITS,
  nicknameProblem,
  REAL_NAME_LIMITS,
  STORE_INFO_MAX,
  TELEPHONE,
  WECHAT_ID,
  type IdNumberProblem,
  type NicknameProblem,
  type StoreInfoType,
} from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { reencodeAvatar } from '../../storage/images.ts';
import { imageRefusal } from '../../storage/uploaded-image.ts';
import * as repo from './shop-profile.repository.ts';

// The shop's profile (编辑资料, docs/shop-settings.md): nickname, avatar, the owner's real name and the contact
// fields. The rules are the shared ones the page checks before sending; here they decide.

export const M = defineMessages({
  spNicknameEmpty: { zh: '昵称不能为空', en: 'nickname must not be empty' },
  spNicknameTooLong: {
    zh: `昵称限制${NICKNAME_MAX}个字哦`,
    en: `nickname must be at most ${NICKNAME_MAX} characters`,
  },
  spNicknameBanned: {
    zh: '昵称含有违规词：{masked}',
    en: 'nickname contains words that are not allowed: {masked}',
  },
  spNicknameContact: {
    zh: '名称内疑似包含联系方式',
    en: `nickname seems to hold contact details (more than ${NICKNAME_MAX_DIGITS} digits)`,
  },
  spNicknameSame: { zh: '新昵称与当前昵称相同', en: 'nickname is the same as the current one' },
  spNicknameSet: { zh: '修改成功', en: 'Nickname changed' },
  spAvatarNotUploaded: {
    zh: 'avatar 应为此处上传的头像图片',
    en: 'avatar must be a picture uploaded as an avatar here',
  },
  spAvatarSet: { zh: '修改成功', en: 'Avatar changed' },
  spIdShort: { zh: '身份证小于18位~', en: 'id (ID number) has fewer than 18 characters' },
  spIdLong: { zh: '身份证号不能多于18位', en: 'id (ID number) has more than 18 characters' },
  spIdFormat: {
    zh: '身份证号应为17位数字加1位数字或X',
    en: 'id (ID number) must be 17 digits and a digit or X',
  },
  spIdBirthDate: {
    zh: '身份证号中的出生日期不正确',
    en: 'id (ID number) holds a birth date that does not exist',
  },
  spIdCheckDigit: {
    zh: '身份证号校验位不正确，请核对是否输错',
    en: 'id (ID number) fails its check digit; check it for a mistyped character',
  },
  spNameEmpty: { zh: '真实姓名不能为空', en: 'name (real name) must not be empty' },
  spNameShort: {
    zh: `真实姓名至少${REAL_NAME_LIMITS.min}个字`,
    en: `name (real name) must be at least ${REAL_NAME_LIMITS.min} characters`,
  },
  spNameLong: {
    zh: `真实姓名最多${REAL_NAME_LIMITS.max}个字`,
    en: `name (real name) must be at most ${REAL_NAME_LIMITS.max} characters`,
  },
  spNameChars: {
    zh: '真实姓名只能包含文字、空格和·',
    en: 'name (real name) may hold only letters, spaces and ·',
  },
  spRealNameDone: {
    zh: '已实名认证，不能修改',
    en: 'The real name is verified already and cannot change',
  },
  spRealNameSet: { zh: '认证成功~', en: 'Real name verified' },
  spAddressEmpty: { zh: '地址不能为空~', en: 'address must not be empty' },
  spAddressShort: {
    zh: `请填写省市区和详细地址（至少${ADDRESS_DETAIL_MIN}个字）`,
    en: `address needs the region and a detail of at least ${ADDRESS_DETAIL_MIN} characters`,
  },
  spWeChatEmpty: { zh: '微信号不能为空', en: 'WeChat ID must not be empty' },
  spWeChatFormat: {
    zh: '微信号应为6–20位字母、数字、下划线或减号并以字母开头，或手机号',
    en: 'WeChat ID must be 6–20 letters, digits, _ or - starting with a letter, or a mobile number',
  },
  spTelephoneEmpty: { zh: '联系电话不能为空', en: 'telephone must not be empty' },
  spTelephoneFormat: {
    zh: '联系电话应为手机号、带区号的座机号（如 0755-12345678）或400电话',
    en: 'telephone must be a mobile number, a landline with its area code (0755-12345678) or a 400 number',
  },
  spInfoTooLong: { zh: '{field}最多{max}个字', en: '{field} must be at most {max} characters' },
  spInfoSet: { zh: '设置成功', en: 'Saved' },
  spUploadField: {
    zh: '上传参数 {field} 不正确（file 为一张图片）',
    en: 'Upload field {field} is wrong (file must be one image)',
  },
  spNoShop: { zh: '店铺不存在', en: 'Shop not found' },
});

/** Where avatars are kept. */
export const AVATAR_FOLDER = 'avatars';

const NICKNAME_MESSAGE: Record<NicknameProblem['kind'], string> = {
  empty: M.spNicknameEmpty,
  tooLong: M.spNicknameTooLong,
  banned: M.spNicknameBanned,
  contact: M.spNicknameContact,
  same: M.spNicknameSame,
};

const ID_MESSAGE: Record<Exclude<IdNumberProblem, 'length'>, string> = {
  format: M.spIdFormat,
  birthDate: M.spIdBirthDate,
  checkDigit: M.spIdCheckDigit,
};

async function ownerRow(ctx: AppContext, shopId: number) {
  const owner = await repo.ownerOf(ctx.db, shopId);
  // The access rule lets only shopkeepers in; a missing row is an account removed mid-request.
  if (!owner) throw AppError.fail(M.spNoShop);
  return owner;
}

export async function editNickname(ctx: AppContext, shopId: number, nickname: string): Promise<void> {
  const owner = await ownerRow(ctx, shopId);
  const problem = nicknameProblem(nickname, owner.nickname);
  if (problem)
    throw AppError.fail(
      NICKNAME_MESSAGE[problem.kind],
      problem.kind === 'banned' ? { masked: problem.masked } : {},
    );
  await repo.setNickname(ctx.db, shopId, nickname, nowSeconds());
}

/** Stores an uploaded avatar as a square JPEG and answers its URL; EditAvatar then makes it the shop's. */
export async function storeAvatar(ctx: AppContext, bytes: Uint8Array): Promise<string> {
  const image = await reencodeAvatar(bytes);
  if (!image.ok) throw imageRefusal(image.reason);
  return ctx.storage.url(await ctx.storage.put(AVATAR_FOLDER, image.photo, 'jpg'));
}

export async function editAvatar(ctx: AppContext, shopId: number, url: string): Promise<void> {
  const key = ctx.storage.keyOf(url);
  if (!key?.startsWith(`${AVATAR_FOLDER}/`)) throw AppError.fail(M.spAvatarNotUploaded);
  const avatar = ctx.storage.url(key);
  await inTransaction(ctx, async (tx) => {
    const before = await repo.setAvatar(tx.trx, shopId, avatar, nowSeconds());
    // The replaced picture is nobody's any more; another shop's avatar is never under this shop's name.
    const old = ctx.storage.keyOf(before);
    if (old?.startsWith(`${AVATAR_FOLDER}/`) && old !== key) tx.afterCommit(() => ctx.storage.remove(old));
  });
}

export async function realName(ctx: AppContext, shopId: number, id: string, name: string): Promise<void> {
  const owner = await ownerRow(ctx, shopId);
  if (owner.real_name === 1) throw AppError.fail(M.spRealNameDone);
  const problem = idNumberProblem(id);
  if (problem === 'length') throw AppError.fail(id.length < 18 ? M.spIdShort : M.spIdLong);
  if (problem) throw AppError.fail(ID_MESSAGE[problem]);
  if (!name) throw AppError.fail(M.spNameEmpty);
  if (charCount(name) < REAL_NAME_LIMITS.min) throw AppError.fail(M.spNameShort);
  if (charCount(name) > REAL_NAME_LIMITS.max) throw AppError.fail(M.spNameLong);
  // Names of some minorities are written with a middle dot (买买提·艾力); English names with spaces.
  if (!/^[\p{L}\p{M}][\p{L}\p{M}·• ]*$/u.test(name)) throw AppError.fail(M.spNameChars);
  // Two presses at once: the conditional update lets one through, the other is told it is done.
  if (!(await repo.setRealName(ctx.db, shopId, id, name, nowSeconds())))
    throw AppError.fail(M.spRealNameDone);
}

const INFO_FIELD: Record<StoreInfoType, { zh: string; en: string }> = {
  address: { zh: '地址', en: 'address' },
  WeChat: { zh: '微信号', en: 'WeChat ID' },
  Telephone: { zh: '联系电话', en: 'telephone' },
};

function storeInfoProblem(type: StoreInfoType, value: string): string | null {
  if (type === 'address') {
    if (!value) return M.spAddressEmpty;
    return charCount(value) < ADDRESS_DETAIL_MIN ? M.spAddressShort : null;
  }
  if (type === 'WeChat') return !value ? M.spWeChatEmpty : WECHAT_ID.test(value) ? null : M.spWeChatFormat;
  return !value ? M.spTelephoneEmpty : TELEPHONE.test(value) ? null : M.spTelephoneFormat;
}

const COLUMN = { address: 'address', WeChat: 'wechat', Telephone: 'telephone' } as const;

export async function storeInfo(
  ctx: AppContext,
  shopId: number,
  type: StoreInfoType,
  value: string,
): Promise<void> {
  if (charCount(value) > STORE_INFO_MAX[type])
    throw AppError.fail(M.spInfoTooLong, { field: INFO_FIELD[type], max: STORE_INFO_MAX[type] });
  const problem = storeInfoProblem(type, value);
  if (problem) throw AppError.fail(problem);
  await repo.updateConfig(ctx.db, shopId, { [COLUMN[type]]: value, update_time: nowSeconds() });
}
