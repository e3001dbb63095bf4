import { useTranslation } from 'react-i18next';
import type { GroupBuyInfo } from '@dzzs/shared';
import { countdown } from '../../../shared/use-now.ts';
import { GROUP_BUY_NS } from '../i18n.ts';

/**
 * A plan's progress bar (shares sold, and apart the unsold ones its 保底 would take), what is left, its 保底, the
 * price of a share and the time to its close.
 */
export function PlanProgress({ plan, now }: { plan: GroupBuyInfo; now: number }) {
  const { t } = useTranslation(GROUP_BUY_NS);
  const percent = Math.floor((plan.sold_shares * 100) / plan.total_shares);
  const guaranteed = Math.min(plan.guarantee_shares, plan.left_shares);
  const guaranteedPercent = Math.floor((guaranteed * 100) / plan.total_shares);
  const left = plan.deadline - now;
  return (
    <div className="plan-progress">
      <div className="plan-bar" role="progressbar" aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
        {guaranteed > 0 && <span className="plan-bar-guarantee" style={{ width: `${guaranteedPercent}%` }} />}
      </div>
      <div className="plan-figures">
        <span>{t('progress', { percent })}</span>
        <span data-testid="plan-left">{t('left', { n: plan.left_shares })}</span>
        {plan.guarantee_shares > 0 && (
          <span className="plan-guarantee" data-testid="plan-guarantee">
            {t('guaranteeMark', { n: plan.guarantee_shares })}
          </span>
        )}
        <span className="money">{t('price', { yuan: plan.share_money })}</span>
        <span className="muted">
          {left > 0 ? t('closesIn', { time: countdown(left, (n) => t('days', { n })) }) : t('closed')}
        </span>
      </div>
    </div>
  );
}
