import type { TFunction } from 'i18next';
import type { WithdrawalTab } from '../api/player-withdrawals.ts';
import type { PLAYER_WITHDRAWALS_NS } from '../i18n.ts';

/**
 * The empty state of a tab. 合作店铺提现 says why it is empty: a player's balance is held only by their own shop
 * (a partner's prize comes back to it), so no request is ever answered by a partner shop (docs/money.md).
 */
export const emptyOf = (
  t: TFunction<typeof PLAYER_WITHDRAWALS_NS>,
  tab: WithdrawalTab,
  empty: string,
): { empty: string; emptyHint?: string } =>
  tab === 2 ? { empty: t('tabs.partnerEmpty'), emptyHint: t('tabs.partnerHint') } : { empty };
