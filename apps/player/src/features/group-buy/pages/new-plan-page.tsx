import { useState } from 'react';
import { Button, Stepper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { fenToYuan, GROUP_BUY_RULES, shareCountsOf, shareFenOf } from '@dzzs/shared';
import { gameByCode, type NumberContent } from '@dzzs/shared/engine';
import { currentLanguage } from '@dzzs/web-shared/i18n/index.ts';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { BetLines } from '../../../shared/bet-lines.tsx';
import { describeFailure } from '../../../shared/http.ts';
import { Page } from '../../../shared/page.tsx';
import { PaySheet } from '../../../shared/pay-sheet.tsx';
import { groupBuyPath, PAGE, type PlanDraft } from '../../../shared/paths.ts';
import { toast } from '../../../shared/toast.ts';
import { useCreatePlan } from '../api.ts';
import { GROUP_BUY_NS } from '../i18n.ts';
import './group-buy.css';

/** One yuan a share when the plan allows it, as plans are usually sold; else the fewest shares that split evenly. */
function defaultShares(amountFen: number): number {
  const counts = shareCountsOf(amountFen);
  return counts.includes(amountFen / 100) ? amountFen / 100 : (counts.at(-1) ?? GROUP_BUY_RULES.minShares);
}

/**
 * 发起合买 from the 投注单: the bet as the slip would order it (handed over in the page's history entry, so a reload
 * keeps it), split into shares; the initiator takes some now and may promise 保底 (paid now, used at the plan's
 * close for shares still unsold). The plan closes GROUP_BUY_RULES.closeLeadMinutes before the issue's deadline.
 */
export default function NewPlanPage() {
  const { t } = useTranslation(GROUP_BUY_NS);
  const navigate = useNavigate();
  const draft = useLocation().state as PlanDraft | null;
  const amountFen = draft?.amountFen ?? 0;
  const [total, setTotal] = useState(() => defaultShares(amountFen));
  const [own, setOwn] = useState(1);
  const [guarantee, setGuarantee] = useState(0);
  const [paying, setPaying] = useState(false);
  const create = useCreatePlan();
  const game = draft ? gameByCode(draft.game) : undefined;
  if (!draft || !game)
    return (
      <Page title={t('newTitle')} back={PAGE.home}>
        <StateView title={t('noDraft')} />
      </Page>
    );
  const name = currentLanguage() === 'en' ? game.nameEn : game.nameZh;
  const shareFen = shareFenOf(amountFen, total);
  const ownCount = Math.min(own, total);
  const tooSmall = amountFen < GROUP_BUY_RULES.minPlanFen;
  const problem = tooSmall
    ? t('tooSmall', { min: fenToYuan(GROUP_BUY_RULES.minPlanFen) })
    : shareFen === null
      ? t('split', { yuan: fenToYuan(amountFen), n: total })
      : null;
  const guaranteeCount = Math.min(guarantee, total - ownCount);
  const ownFen = (shareFen ?? 0) * ownCount;
  const payFen = (shareFen ?? 0) * (ownCount + guaranteeCount);
  const pay = () =>
    create.mutate(
      {
        game_id: draft.game,
        content: draft.content as NumberContent,
        amount: fenToYuan(amountFen),
        notes: draft.notes,
        total_shares: total,
        own_shares: ownCount,
        guarantee_shares: guaranteeCount,
        ...(draft.issue ? { issue: draft.issue } : {}),
      },
      {
        onSuccess: (order) => {
          setPaying(false);
          toast(t('started'));
          void navigate(groupBuyPath(order.order_id), { replace: true });
        },
        onError: (error) => toast(describeFailure(error)),
      },
    );
  return (
    <Page title={t('newTitle')} back>
      <div className="card">
        <div className="plan-kv">
          <strong>
            {name} {draft.issue ? t('issue', { issue: draft.issue }) : ''}
          </strong>
          <span className="muted">{t('notes', { notes: draft.notes })}</span>
        </div>
        <BetLines content={draft.content} />
      </div>
      <div className="card plan-form">
        <div className="plan-kv">
          <span>{t('planAmount')}</span>
          <span className="money" data-testid="plan-amount">
            {fenToYuan(amountFen)}
          </span>
        </div>
        <div className="plan-kv">
          <span>{t('totalShares')}</span>
          <Stepper
            min={GROUP_BUY_RULES.minShares}
            max={GROUP_BUY_RULES.maxShares}
            digits={0}
            value={total}
            onChange={setTotal}
            data-testid="total-shares"
          />
        </div>
        <div className="plan-kv">
          <span>{t('perShare')}</span>
          <span className="money" data-testid="share-money">
            {shareFen === null ? '—' : fenToYuan(shareFen)}
          </span>
        </div>
        <div className="plan-kv">
          <span>{t('ownShares')}</span>
          <Stepper
            min={GROUP_BUY_RULES.minOwnShares}
            max={total}
            digits={0}
            value={ownCount}
            onChange={setOwn}
            data-testid="own-shares"
          />
        </div>
        {shareFen !== null && (
          <div className="plan-kv muted">
            <span />
            <span>{t('ownCost', { n: ownCount, yuan: fenToYuan(ownFen) })}</span>
          </div>
        )}
        <div className="plan-kv">
          <span>{t('guarantee')}</span>
          <Stepper
            min={GROUP_BUY_RULES.minGuaranteeShares}
            max={total - ownCount}
            digits={0}
            value={guaranteeCount}
            onChange={setGuarantee}
            data-testid="guarantee-shares"
          />
        </div>
        {shareFen !== null && guaranteeCount > 0 && (
          <div className="plan-kv muted">
            <span />
            <span data-testid="guarantee-cost">
              {t('guaranteeCost', { n: guaranteeCount, yuan: fenToYuan(shareFen * guaranteeCount) })}
            </span>
          </div>
        )}
        {problem && (
          <div className="plan-warn" data-testid="plan-problem">
            {problem}
          </div>
        )}
        <div className="muted">
          {t('rules', {
            min: fenToYuan(GROUP_BUY_RULES.minPlanFen),
            lead: GROUP_BUY_RULES.closeLeadMinutes,
          })}
        </div>
      </div>
      <div className="plan-actions">
        <Button
          block
          color="primary"
          disabled={problem !== null}
          onClick={() => setPaying(true)}
          data-testid="start-plan"
        >
          {t('start')}
        </Button>
      </div>
      <PaySheet
        visible={paying}
        onClose={() => setPaying(false)}
        what={`${name} ${
          guaranteeCount > 0
            ? t('ownAndGuarantee', { n: ownCount, m: guaranteeCount })
            : t('shares', { n: ownCount })
        }`}
        amountFen={payFen}
        paying={create.isPending}
        onPay={pay}
      />
    </Page>
  );
}
