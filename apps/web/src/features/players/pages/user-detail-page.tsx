import '../players.css';
import { PLAYER_LIMITS, type PlayerDetail } from '@dzzs/shared';
import { Button, Input, List, Switch } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserIndex } from '../../../shared/api/user-index.ts';
import { runAction } from '../../../shared/http/run-action.ts';
import { describeFailure } from '../../../shared/http/index.ts';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { roleOf } from '../../../shared/session/roles.ts';
import { showImageViewer } from '../../../shared/ui/overlays.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { ShopAvatar } from '../../../shared/ui/shop-avatar.tsx';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { usePlayer, useSetAgent, useSetFlag } from '../api/players.ts';
import { percent, timeText } from '../components/format.ts';
import { usePlayerName } from '../components/player-row.tsx';
import { PLAYERS_NS } from '../i18n.ts';

// The sheets load on their first opening.
const MoneyPopup = lazy(() => import('../components/money-popup.tsx'));
const SuperiorPopup = lazy(() => import('../components/superior-popup.tsx'));
const AgentSheet = lazy(() => import('../components/agent-sheet.tsx'));

/** 用户详情: who the player is, their trading figures, the shop's settings on them, and 加款 / 扣款. */
export default function UserDetailPage() {
  const { t } = useTranslation(PLAYERS_NS);
  const { id } = usePageParams(PAGE.userDetail);
  return <PageLayout>{id ? <Detail id={id} /> : <StateView title={t('detail.missing')} />}</PageLayout>;
}

function Detail({ id }: { id: number }) {
  const { data: p, error, refetch } = usePlayer(id);
  if (error) return <StateView kind="error" title={describeFailure(error)} onClick={() => void refetch()} />;
  if (!p) return null;
  return <Loaded p={p} />;
}

type Sheet = 'add' | 'deduct' | 'superior' | 'rate' | 'days' | null;

function Loaded({ p }: { p: PlayerDetail }) {
  const { t } = useTranslation(PLAYERS_NS);
  const navigate = useNavigate();
  const { data: me } = useUserIndex();
  const owner = roleOf(me?.userinfo) === 'shopkeeper';
  const setFlag = useSetFlag();
  const setAgent = useSetAgent();
  const [remark, setRemark] = useState(p.Config.remarks);
  const [sheet, setSheet] = useState<Sheet>(null);
  const name = usePlayerName()({ nickname: p.nickname, remarks: p.Config.remarks });
  const flag = async (type: 'Star' | 'sale' | 'expert', on: boolean) => {
    await runAction(setFlag.mutateAsync({ id: p.id, type, value: on ? '1' : '0' }));
  };
  const saveRemark = () => {
    if (remark.trim() !== p.Config.remarks)
      void runAction(setFlag.mutateAsync({ id: p.id, type: 'remarks', value: remark.trim() }));
  };
  const recent = p.FiveDayHistory.length
    ? p.FiveDayHistory.map((won) => t(won ? 'detail.won' : 'detail.lost')).join(' ')
    : t('detail.none');
  return (
    <>
      <div className="players-head">
        <ShopAvatar
          src={p.avatar}
          name={p.nickname}
          {...(p.avatar ? { onClick: () => showImageViewer([p.avatar], 0, 4) } : {})}
        />
        <div>
          <div className="players-head-name" data-testid="detail-name">
            {name}
          </div>
          <div className="players-muted">{t('detail.mobile', { mobile: p.mobile || '-' })}</div>
          <div className="players-muted">{t('detail.bound', { time: timeText(p.jointime) })}</div>
        </div>
      </div>
      <List className="players-card">
        {owner ? (
          <List.Item onClick={() => void navigate(pageUrl(PAGE.userAccountDetails, { user_id: p.id }))}>
            {t('detail.account')}
          </List.Item>
        ) : null}
        <List.Item onClick={() => void navigate(pageUrl(PAGE.userBets, { id: p.id, orderState: '99' }))}>
          {t('detail.bets')}
        </List.Item>
        <List.Item onClick={() => void navigate(pageUrl(PAGE.userInvites, { id: p.id }))}>
          {t('detail.invites', { count: p.invitationNumber })}
        </List.Item>
      </List>
      <div className="players-card">
        <div className="players-card-title">{t('detail.stats')}</div>
        <div className="players-stats">
          <Stat label={t('detail.lastTrade')} value={timeText(p.Recenttradingtime) || t('detail.none')} />
          <Stat label={t('detail.consumption')} value={p.consumption} />
          <Stat label={t('detail.recent')} value={recent} />
          <Stat label={t('detail.orders')} value={String(p.PayNumber)} />
          <Stat label={t('detail.balance')} value={p.money} testId="detail-balance" />
        </div>
      </div>
      <List className="players-card">
        <List.Item
          extra={
            <Switch
              checked={p.Config.Star === 1}
              onChange={(on) => flag('Star', on)}
              data-testid="star-switch"
            />
          }
        >
          {t('detail.star')}
        </List.Item>
        <List.Item
          extra={
            <Input
              value={remark}
              onChange={setRemark}
              onBlur={saveRemark}
              onEnterPress={saveRemark}
              maxLength={PLAYER_LIMITS.remarksMax}
              placeholder={t('detail.remarkPlaceholder')}
              style={{ '--text-align': 'right' }}
              data-testid="remark-input"
            />
          }
        >
          {t('detail.remark')}
        </List.Item>
        <List.Item extra={<Switch checked={p.Config.sale === 1} onChange={(on) => flag('sale', on)} />}>
          {t('detail.sale')}
        </List.Item>
        <List.Item extra={<Switch checked={p.Config.expert === 1} onChange={(on) => flag('expert', on)} />}>
          {t('detail.expert')}
        </List.Item>
        {owner ? (
          <>
            <List.Item
              extra={
                <Switch
                  checked={p.Config.agent === 1}
                  onChange={async (on) => {
                    await runAction(setAgent.mutateAsync({ id: p.id, type: 'agent', value: on ? 1 : 0 }));
                  }}
                />
              }
            >
              {t('detail.agent')}
            </List.Item>
            {p.Config.agent === 1 ? (
              <>
                <List.Item
                  extra={p.rate ? percent(p.rate) : t('detail.notSet')}
                  onClick={() => setSheet('rate')}
                >
                  {t('detail.rate')}
                </List.Item>
                <List.Item
                  extra={
                    p.Config.settle_days
                      ? t('detail.days', { count: p.Config.settle_days })
                      : t('detail.notSet')
                  }
                  onClick={() => setSheet('days')}
                >
                  {t('detail.settleDays')}
                </List.Item>
              </>
            ) : null}
            <List.Item
              extra={p.superior ? p.superior.nickname : t('detail.noSuperior')}
              onClick={() => setSheet('superior')}
              description={t('detail.changeSuperior')}
            >
              {t('detail.superior')}
            </List.Item>
          </>
        ) : null}
      </List>
      <div className="players-actions">
        <Button
          onClick={() =>
            void navigate(pageUrl(PAGE.chatRoom, { user_id: p.id, type: 'private', user_name: p.nickname }))
          }
        >
          {t('detail.chat')}
        </Button>
        {owner ? (
          <>
            <Button color="warning" onClick={() => setSheet('add')} data-testid="add-money">
              {t('detail.add')}
            </Button>
            <Button
              color="danger"
              fill="outline"
              onClick={() => setSheet('deduct')}
              data-testid="deduct-money"
            >
              {t('detail.deduct')}
            </Button>
          </>
        ) : null}
      </div>
      <Suspense fallback={null}>
        {sheet === 'add' || sheet === 'deduct' ? (
          <MoneyPopup
            playerId={p.id}
            balance={p.money}
            add={sheet === 'add'}
            onClose={() => setSheet(null)}
          />
        ) : null}
        {sheet === 'superior' ? <SuperiorPopup playerId={p.id} onClose={() => setSheet(null)} /> : null}
        {sheet === 'rate' || sheet === 'days' ? (
          <AgentSheet playerId={p.id} kind={sheet} onClose={() => setSheet(null)} />
        ) : null}
      </Suspense>
    </>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="players-stat">
      <span className="players-muted">{label}</span>
      <b data-testid={testId}>{value}</b>
    </div>
  );
}
