import { useState } from 'react';
import { Button, Stepper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { fenToYuan, ORDER_STATE_LABELS, OrderState, yuanToFen } from '@dzzs/shared';
import { currentLanguage } from '@dzzs/web-shared/i18n/index.ts';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { BetLines } from '../../../shared/bet-lines.tsx';
import { describeFailure } from '../../../shared/http.ts';
import { Page } from '../../../shared/page.tsx';
import { PaySheet } from '../../../shared/pay-sheet.tsx';
import { orderPath, PAGE } from '../../../shared/paths.ts';
import { usePlayer } from '../../../shared/player-api.ts';
import { toast } from '../../../shared/toast.ts';
import { useNow } from '../../../shared/use-now.ts';
import { useJoinPlan, usePlan } from '../api.ts';
import { PlanProgress } from '../components/plan-progress.tsx';
import { GROUP_BUY_NS } from '../i18n.ts';
import './group-buy.css';

/** A plan of the shop: the bet, who bought what, and buying shares of it while it is open. */
export default function PlanPage() {
  const { t } = useTranslation(GROUP_BUY_NS);
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const now = useNow();
  const plan = usePlan(id);
  const player = usePlayer();
  const join = useJoinPlan();
  const [shares, setShares] = useState(1);
  const [paying, setPaying] = useState(false);
  const o = plan.data;
  const g = o?.together;
  if (plan.error)
    return (
      <Page title={t('detail')} back={PAGE.groupBuys}>
        <StateView kind="error" title={describeFailure(plan.error)} onClick={() => void plan.refetch()} />
      </Page>
    );
  if (!o || !g)
    return (
      <Page title={t('detail')} back={PAGE.groupBuys}>
        <StateView title={t('detail')} />
      </Page>
    );
  const state = ORDER_STATE_LABELS[o.State as OrderState];
  const mine = g.participants.filter((p) => p.user_id === player.data?.id);
  const myShares = mine.reduce((sum, p) => sum + p.shares, 0);
  const shareFen = yuanToFen(g.share_money) ?? 0;
  const open = o.State === OrderState.subscribing && g.deadline > now && g.left_shares > 0;
  const count = Math.min(shares, g.left_shares);
  const pay = () =>
    join.mutate(
      { order_id: o.order_id, shares: count },
      {
        onSuccess: () => {
          setPaying(false);
          setShares(1);
          toast(t('joined'));
        },
        onError: (error) => toast(describeFailure(error)),
      },
    );
  return (
    <Page title={t('detail')} back={PAGE.groupBuys}>
      <div className="card" data-testid="plan">
        <div className="plan-kv">
          <strong>
            {o.Type} {o.issue ? t('issue', { issue: o.issue }) : ''}
          </strong>
          <span className="plan-state" data-testid="plan-state">
            {state ? (currentLanguage() === 'en' ? state.en : state.zh) : o.State}
          </span>
        </div>
        <div className="plan-kv">
          <span>{t('initiator')}</span>
          <span>{o.user_id.nickname}</span>
        </div>
        <div className="plan-kv">
          <span>{t('planAmount')}</span>
          <span className="money">{o.BetMoney}</span>
        </div>
        <div className="plan-kv">
          <span>{t('totalShares')}</span>
          <span>{t('shares', { n: g.total_shares })}</span>
        </div>
        <PlanProgress plan={g} now={now} />
        {myShares > 0 && (
          <div className="plan-kv" data-testid="plan-mine">
            <span>{t('mine', { n: myShares, yuan: fenToYuan(myShares * shareFen) })}</span>
            <button type="button" className="plan-link" onClick={() => void navigate(orderPath(o.order_id))}>
              {t('order')} ›
            </button>
          </div>
        )}
      </div>
      <div className="card">
        <div className="plan-kv">
          <strong>{t('content')}</strong>
          <span className="muted">{t('notes', { notes: o.Note })}</span>
        </div>
        <BetLines content={o.BetContent} />
      </div>
      <div className="card">
        <div className="plan-kv">
          <strong>{t('participants')}</strong>
        </div>
        {g.participants.map((p, i) => (
          <div className="plan-kv muted" key={i}>
            <span>{p.nickname}</span>
            <span>
              {t('shares', { n: p.shares })} · {p.money}
            </span>
          </div>
        ))}
      </div>
      {open && (
        <div className="plan-actions">
          <div className="plan-kv">
            <span>{t('joinShares')}</span>
            <Stepper
              min={1}
              max={g.left_shares}
              digits={0}
              value={count}
              onChange={setShares}
              data-testid="join-shares"
            />
          </div>
          <Button block color="primary" onClick={() => setPaying(true)} data-testid="join">
            {t('join', { n: count, yuan: fenToYuan(count * shareFen) })}
          </Button>
        </div>
      )}
      <PaySheet
        visible={paying}
        onClose={() => setPaying(false)}
        what={`${o.Type} ${t('shares', { n: count })}`}
        amountFen={count * shareFen}
        paying={join.isPending}
        onPay={pay}
      />
    </Page>
  );
}
