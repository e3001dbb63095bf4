import { Certification, GroupId, type ClerkInfo, type UserInfo } from '@dzzs/shared';

/** Customer service (group 9) logs into the same app for the chat pages only (docs/chat.md). */
export type Role = 'shopkeeper' | 'staff' | 'support';
export type StaffPermission = 'viewUserlist' | 'cooperation' | 'award';

export function roleOf(user: Pick<UserInfo, 'group_id'> | null | undefined): Role | null {
  if (!user) return null;
  if (user.group_id === GroupId.shopkeeper) return 'shopkeeper';
  if (user.group_id === GroupId.staff) return 'staff';
  if (user.group_id === GroupId.support) return 'support';
  return null;
}

/** Staff permissions set by the owner; shopkeepers hold them all. */
export function hasPermission(
  user: UserInfo | null,
  clerk: ClerkInfo | null,
  permission: StaffPermission,
): boolean {
  const role = roleOf(user);
  if (role === 'shopkeeper') return true;
  if (role === 'staff') return Number(clerk?.Info[permission]) === 1;
  return false;
}

/**
 * Only an owner is held back by the shop's state on the client: staff inherit it and are never gated (docs/api.md,
 * roles), and customer service has no shop to certify (its chat pages carry the flag for the owner's sake).
 */
export function isCertified(user: UserInfo | null): boolean {
  if (roleOf(user) !== 'shopkeeper') return true;
  return Number(user?.ShopConfig.StoreCertification) === Certification.certified;
}
