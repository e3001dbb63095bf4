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

/** Staff inherit their shop's state and are never gated on the client (docs/api.md, roles). */
export function isCertified(user: UserInfo | null): boolean {
  if (roleOf(user) === 'staff') return true;
  return Number(user?.ShopConfig.StoreCertification) === Certification.certified;
}
