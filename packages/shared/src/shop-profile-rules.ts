import { CERTIFICATION_ACTIONS } from './record-machines.ts';
import { canTake } from './state-machine.ts';

// Rules of the shop's profile (编辑资料) and certification (店铺认证), checked by the web before it sends and by the
// server before it stores (docs/shop-settings.md). No zod here: the settings page loads this without the schema code.

/** A shop's nickname: at most this many characters (counted as people see them, an emoji is one). */
export const NICKNAME_MAX = 8;
/** More digits than this in a nickname look like a phone or QQ number. */
export const NICKNAME_MAX_DIGITS = 6;
/**
 * Words a nickname may not hold: ways of asking players to add the shop elsewhere, and insults. Latin letters match in
 * either case, so `v` also catches `V` and `wx` `WX`.
 */
export const NICKNAME_BANNED_WORDS = [
  '加',
  '加我',
  '联系',
  'wx',
  '微信',
  '你妹的',
  '你大爷',
  '傻',
  '微',
  'v',
];

export type NicknameProblem =
  | { kind: 'empty' }
  | { kind: 'tooLong' }
  | { kind: 'same' }
  | { kind: 'banned'; masked: string }
  | { kind: 'contact' };

/** Characters as a person counts them (code points), so an emoji is one and a surrogate pair is not two. */
export const charCount = (s: string) => [...s].length;

/** The nickname with every banned word covered by one `*` per character: what the refusal shows. */
export function maskBannedWords(nickname: string): string {
  // Longest first, so 加我 is covered whole and not as 加 plus a left-over 我.
  const words = [...NICKNAME_BANNED_WORDS].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'giu');
  return nickname.replace(pattern, (w) => '*'.repeat(charCount(w)));
}

/** Digits a person reads as such: ASCII and full-width. */
const DIGIT = /[0-9\uFF10-\uFF19]/gu;

/** What is wrong with a new nickname (already trimmed), or null. */
export function nicknameProblem(nickname: string, current: string): NicknameProblem | null {
  if (!nickname) return { kind: 'empty' };
  if (charCount(nickname) > NICKNAME_MAX) return { kind: 'tooLong' };
  const masked = maskBannedWords(nickname);
  if (masked !== nickname) return { kind: 'banned', masked };
  if ((nickname.match(DIGIT)?.length ?? 0) > NICKNAME_MAX_DIGITS) return { kind: 'contact' };
  if (nickname === current) return { kind: 'same' };
  return null;
}

/** Resident ID number (居民身份证号码, GB 11643-1999): 17 digits and a check character. */
export const ID_NUMBER_LENGTH = 18;
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

export type IdNumberProblem = 'length' | 'format' | 'birthDate' | 'checkDigit';

/** What is wrong with an ID number (upper-cased, trimmed), or null. */
export function idNumberProblem(id: string): IdNumberProblem | null {
  if (id.length !== ID_NUMBER_LENGTH) return 'length';
  if (!/^\d{17}[\dX]$/.test(id)) return 'format';
  const [year, month, day] = [id.slice(6, 10), id.slice(10, 12), id.slice(12, 14)].map(Number) as [
    number,
    number,
    number,
  ];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1900 ||
    born.getUTCFullYear() !== year ||
    born.getUTCMonth() !== month - 1 ||
    born.getUTCDate() !== day ||
    born.getTime() > Date.now()
  )
    return 'birthDate';
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  return id[17] === ID_CHECK_CHARS[sum % 11] ? null : 'checkDigit';
}

/** A real name (真实姓名) as on the ID card: Chinese names have at least two characters. */
export const REAL_NAME_LIMITS = { min: 2, max: 30 } as const;

/** The shop's contact fields set with PostStoreInfo, with their limits. */
export const STORE_INFO_TYPES = ['address', 'WeChat', 'Telephone'] as const;
export type StoreInfoType = (typeof STORE_INFO_TYPES)[number];
export const STORE_INFO_MAX: Record<StoreInfoType, number> = { address: 120, WeChat: 20, Telephone: 20 };
/** A WeChat ID: 6–20 letters, digits, `_` or `-`, starting with a letter; or the mobile number it was opened with. */
export const WECHAT_ID = /^([a-zA-Z][-_a-zA-Z0-9]{5,19}|1[3-9]\d{9})$/;
/** A mobile number, a landline with its area code (0755-12345678), or a 400 service number. */
export const TELEPHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}|400-?\d{3}-?\d{4})$/;
/** The address is stored as "province city district detail"; the detail needs a few characters. */
export const ADDRESS_DETAIL_MIN = 2;

/** Certification material: five photos in this order, or one video. */
export const CERTIFICATION_PHOTOS = ['storefront', 'licence', 'idBack', 'idFront', 'idInHand'] as const;
export type CertificationKind = 'image' | 'video';
/** Photos are re-encoded; this is the largest file the upload reads (the same as any photo). */
export const MAX_CERTIFICATION_VIDEO_BYTES = 50 * 1024 * 1024;

/** Whether the owner may send certification material now (CERTIFICATION_ACTIONS). */
export const canSubmitCertification = (state: number) => canTake(CERTIFICATION_ACTIONS, 'submit', state);

/** The names of the five photos, as the certification page shows them and refusals name them. */
export const CERTIFICATION_PHOTO_LABELS: Record<
  (typeof CERTIFICATION_PHOTOS)[number],
  { zh: string; en: string }
> = {
  storefront: { zh: '店铺门头照片', en: 'Photo of the shop front' },
  licence: { zh: '代销证照片', en: 'Photo of the lottery sales licence' },
  idBack: { zh: '本人身份证照（国徽面）', en: 'Your ID card (emblem side)' },
  idFront: { zh: '本人身份证照（人像面）', en: 'Your ID card (portrait side)' },
  idInHand: { zh: '手持身份证照片', en: 'Photo of you holding your ID card' },
};
