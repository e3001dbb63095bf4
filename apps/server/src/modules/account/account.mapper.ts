import { fenToYuan, GroupId, type ClerkInfo, type PlayerInfo, type UserInfo } from '@dzzs/shared';
import type { ClerkConfigRow, ShopConfigRow, UserRow } from '../../db/schema.ts';

export type Counts = UserInfo['count'];
export const ZERO_COUNTS: Counts = {
  waitAward: 0,
  Withdrawal: 0,
  OrderCount: 0,
  CooperationLog: 0,
  shopReceipt: 0,
  chatUnread: 0,
};

export function toShopConfig(row: ShopConfigRow | null | undefined): UserInfo['ShopConfig'] {
  return {
    StoreCertification: row?.store_certification ?? 0,
    StoreCertificationMemo: row?.store_certification_memo ?? '',
    isneedimgnumber: row?.isneedimgnumber ?? 0,
    WeChat: row?.wechat ?? '',
    Telephone: row?.telephone ?? '',
    address: row?.address ?? '',
    ServiceChargePercentage: (row?.service_charge_bp ?? 0) / 100,
  };
}

/** The logged-in account as the app sees it; staff get no balances. */
export function toUserInfo(
  user: UserRow,
  shopConfig: ShopConfigRow | null,
  trusteeshipFen: number | null,
  counts: Counts,
): UserInfo {
  const seesMoney = user.group_id !== GroupId.staff;
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    mobile: user.mobile,
    email: user.email,
    group_id: user.group_id,
    shop_id: user.shop_id,
    money: seesMoney ? fenToYuan(user.money) : null,
    TrusteeshipBalance: seesMoney && trusteeshipFen !== null ? fenToYuan(trusteeshipFen) : null,
    RealName: user.real_name,
    sfz_id: user.sfz_id,
    sfz_name: user.sfz_name,
    count: counts,
    ShopConfig: toShopConfig(shopConfig),
  };
}

export function toClerkInfo(
  shop: UserRow,
  shopConfig: ShopConfigRow | null,
  clerk: ClerkConfigRow,
  todayInvoicingFen: number,
): ClerkInfo {
  return {
    ShopInfo: { id: shop.id, username: shop.username, nickname: shop.nickname, avatar: shop.avatar },
    ShopConfig: toShopConfig(shopConfig),
    Info: {
      TotalInvoicingAmount: fenToYuan(todayInvoicingFen),
      viewUserlist: clerk.view_userlist,
      cooperation: clerk.cooperation,
      award: clerk.award,
      state: clerk.state,
    },
  };
}

export function toPlayerInfo(user: UserRow): PlayerInfo {
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    shop_id: user.shop_id,
    money: fenToYuan(user.money),
  };
}
