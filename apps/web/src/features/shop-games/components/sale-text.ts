import type { ShopGameSetting } from '@dzzs/shared';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

const at = (unix: number) => dayjs(unix * 1000).format('MM-DD HH:mm');

/** What the game sells now and until when this shop takes it (the calendar's close less the shop's advance). */
export function saleText(g: ShopGameSetting, t: TFunction<'shopGames'>): string {
  if (g.group === 'number') {
    if (g.issue) return t('sale.issue', { issue: g.issue.issue, time: at(g.issue.deadline) });
    if (g.next)
      return t('sale.next', { issue: g.next.issue, time: at(g.next.sales_open ?? g.next.sales_close) });
    return t('sale.noIssue');
  }
  if (!g.matches || g.deadline === null) return t('sale.noMatches');
  const matches = t('sale.matches', { count: g.matches, time: at(g.deadline) });
  return g.issue ? `${t('sale.round', { issue: g.issue.issue })} · ${matches}` : matches;
}
