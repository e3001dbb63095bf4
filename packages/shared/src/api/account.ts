import { z } from 'zod';
import { CODE_EVENTS } from '../enums.ts';
import { email, mobile, password, requiredText, smsCode, text, username, yuan } from '../fields.ts';

/** POST NewUser/login */
export const NewUserLoginRequest = z.strictObject({
  username: requiredText(50),
  password: z.string().min(1).max(32),
  keep: z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).optional(),
  captcha: text(10).optional(),
  captchaId: text(40).optional(),
  machine_type: text(20).optional(),
});
export type NewUserLoginRequest = z.input<typeof NewUserLoginRequest>;

const ShopConfig = z.strictObject({
  StoreCertification: z.number().int(),
  StoreCertificationMemo: z.string(),
  isneedimgnumber: z.number(),
  WeChat: z.string(),
  Telephone: z.string(),
  address: z.string(),
  ServiceChargePercentage: z.number(),
});

export const UserInfo = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  mobile: z.string(),
  email: z.string(),
  group_id: z.number().int(),
  shop_id: z.number().int(),
  /** Shop balance; null for staff, who never see balances. */
  money: yuan.nullable(),
  /** Sum of the shop's players' balances; null for staff. */
  TrusteeshipBalance: yuan.nullable(),
  RealName: z.number().int(),
  sfz_id: z.string(),
  sfz_name: z.string(),
  count: z.strictObject({
    waitAward: z.number().int(),
    Withdrawal: z.number().int(),
    OrderCount: z.number().int(),
    CooperationLog: z.number().int(),
    shopReceipt: z.number().int(),
    /** Unread chat messages, the group's included (docs/chat.md). */
    chatUnread: z.number().int(),
  }),
  ShopConfig,
});
export type UserInfo = z.infer<typeof UserInfo>;

export const ClerkInfo = z.strictObject({
  ShopInfo: z.strictObject({
    id: z.number().int(),
    username: z.string(),
    nickname: z.string(),
    avatar: z.string(),
  }),
  ShopConfig,
  Info: z.strictObject({
    TotalInvoicingAmount: yuan,
    viewUserlist: z.number().int(),
    cooperation: z.number().int(),
    award: z.number().int(),
    state: z.number().int(),
  }),
});
export type ClerkInfo = z.infer<typeof ClerkInfo>;

export const NewUserLoginResponse = z.strictObject({
  userinfo: UserInfo.extend({ token: z.string(), refresh_token: z.string(), refreshToken: z.string() }),
  clerkInfo: ClerkInfo.nullable(),
});
export type NewUserLoginResponse = z.infer<typeof NewUserLoginResponse>;

/** Answer data of a refused login that now needs the image captcha. */
export const LoginNeedsCaptcha = z.strictObject({ needCaptcha: z.literal(true) });
export type LoginNeedsCaptcha = z.infer<typeof LoginNeedsCaptcha>;

/** The platform's switch that shows every shop app a blocking notice (`value: 'true'` = closed). */
export const AppClosedNotice = z.strictObject({ value: z.enum(['true', 'false']), content: z.string() });
export type AppClosedNotice = z.infer<typeof AppClosedNotice>;

/** GET NewUser/index */
export const NewUserIndexResponse = z.strictObject({
  userinfo: UserInfo,
  clerkInfo: ClerkInfo.nullable(),
  push_key: z.string(),
  appIsOpen: z.strictObject({ shop: AppClosedNotice }),
});
export type NewUserIndexResponse = z.infer<typeof NewUserIndexResponse>;

const accountByType = {
  registerType: z.enum(['mobile', 'email']),
  mobile: mobile().optional(),
  email: email().optional(),
};

/** POST NewUser/register — a new shop (shopkeeper account) verified by a mobile or e-mail code. */
export const NewUserRegisterRequest = z
  .strictObject({
    username: username(),
    password: password(),
    nickname: text(8).optional(),
    ...accountByType,
    captcha: smsCode(),
    /** Id of the shop that invited this one (邀请店主). */
    inviter: z.coerce.number().int().positive().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.registerType === 'mobile' && !v.mobile)
      ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'required' });
    if (v.registerType === 'email' && !v.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'required' });
  });
export type NewUserRegisterRequest = z.input<typeof NewUserRegisterRequest>;

/** POST NewUser/forgetPassword */
export const NewUserForgetPasswordRequest = z
  .strictObject({ ...accountByType, captcha: smsCode(), password: password() })
  .superRefine((v, ctx) => {
    if (v.registerType === 'mobile' && !v.mobile)
      ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'required' });
    if (v.registerType === 'email' && !v.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'required' });
  });
export type NewUserForgetPasswordRequest = z.input<typeof NewUserForgetPasswordRequest>;

/** POST Sms/PhoneSend */
export const SmsPhoneSendRequest = z.strictObject({ phone: mobile(), event: z.enum(CODE_EVENTS) });
export type SmsPhoneSendRequest = z.input<typeof SmsPhoneSendRequest>;

/** POST Ems/send */
export const EmsSendRequest = z.strictObject({ email: email(), event: z.enum(CODE_EVENTS) });
export type EmsSendRequest = z.input<typeof EmsSendRequest>;

/** POST common/refreshToken (accepts both spellings of the refresh token). */
export const CommonRefreshTokenRequest = z
  .strictObject({ refresh_token: text(128).optional(), refreshToken: text(128).optional() })
  .transform((v, ctx) => {
    const token = v.refresh_token || v.refreshToken;
    if (!token) {
      ctx.addIssue({ code: 'custom', path: ['refresh_token'], message: 'required' });
      return z.NEVER;
    }
    return { refresh_token: token };
  });
export const CommonRefreshTokenResponse = z.strictObject({
  type: z.literal('user-refresh'),
  token: z.string(),
  /** The next refresh token: the one presented is retired (refresh tokens rotate). */
  refresh_token: z.string(),
});
export type CommonRefreshTokenResponse = z.infer<typeof CommonRefreshTokenResponse>;

/** POST bettingend.mine.Information/changePhone — binds a new mobile verified by a changephone code. */
export const ChangePhoneRequest = z.strictObject({ mobile: mobile(), captcha: smsCode() });
export type ChangePhoneRequest = z.input<typeof ChangePhoneRequest>;

/** GET common.AppUpdate/index */
export const AppUpdateResponse = z.strictObject({
  Store: z.strictObject({
    latest_version: z.number().int(),
    latest_version_name: z.string(),
    version: z.string(),
    update_text: z.string(),
    latest_download_ios: z.string(),
    latest_download_android: z.string(),
    shop_hotupdata: z.string(),
  }),
  isHotUpdata: z.enum(['true', 'false']),
});
export type AppUpdateResponse = z.infer<typeof AppUpdateResponse>;

/**
 * GET common/captcha — a new image captcha (shown after 3 failed logins) under an id the server chose; the login
 * sends the id back with the answer. It takes no parameters (`server=1` of the earlier app is a transport key,
 * ignored everywhere); a client-chosen `id` is refused.
 */
export const CommonCaptchaQuery = z.strictObject({});
export const CommonCaptchaResponse = z.strictObject({
  captchaId: z.string(),
  /** The picture as a `data:image/svg+xml;base64,…` URL. */
  image: z.string(),
});
export type CommonCaptchaResponse = z.infer<typeof CommonCaptchaResponse>;

/** A player as the player side sees themselves (bettingend.User/index). */
export const PlayerInfo = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  shop_id: z.number().int(),
  /** The player's balance, held by their shop. */
  money: yuan,
});
export type PlayerInfo = z.infer<typeof PlayerInfo>;

/** POST bettingend.User/login */
export const PlayerLoginResponse = z.strictObject({
  userinfo: PlayerInfo.extend({ token: z.string(), refresh_token: z.string() }),
});
export type PlayerLoginResponse = z.infer<typeof PlayerLoginResponse>;

export const PlayerIndexResponse = z.strictObject({ userinfo: PlayerInfo });
