import '../cooperation.css';
import type { Cooperation } from '@dzzs/shared';
import { Button } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserIndex } from '../../../shared/api/user-index.ts';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { roleOf } from '../../../shared/session/roles.ts';
import { NavButton } from '../../../shared/ui/nav-button.tsx';
import { BottomBar } from '../../../shared/ui/bottom-bar.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { useLazySheet } from '../../../shared/ui/use-lazy-sheet.ts';
import { ShopAvatar } from '../../../shared/ui/shop-avatar.tsx';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { counterpartOf, isSide, useCooperation, type Side } from '../api/cooperation.ts';
import { CooperationState } from '../components/cooperation-state.tsx';
import { GameRow } from '../components/game-row.tsx';
import type { MoneySheetKind } from '../components/money-sheets.tsx';
import { COOPERATION_NS } from '../i18n.ts';

// The money sheets load on the first tap that opens one.
const MoneySheets = lazy(() => import('../components/money-sheets.tsx'));

/** 店铺详细 (dianpuSupPage): one cooperation seen from my side — the other shop, the balance, and the games. */
export default function ShopPage() {
  const { t } = useTranslation(COOPERATION_NS);
  const navigate = useNavigate();
  const { shop_id: shopId, type } = usePageParams(PAGE.cooperationShop);
  const side = isSide(type) ? type : null;
  const { cooperation, isPending, error, refetch } = useCooperation(side ?? 1, shopId);
  const history =
    side && shopId ? (
      <NavButton
        label={t('shop.history')}
        onClick={() => navigate(pageUrl(PAGE.cooperationHistory, { shop_id: shopId, type: side }))}
      />
    ) : null;
  return (
    <PageLayout right={history} bodyClassName="cooperation-shop-body">
      {side && cooperation ? (
        <ShopDetail cooperation={cooperation} side={side} />
      ) : (
        <CooperationState
          missing={!side || !shopId || (!isPending && !error)}
          isPending={isPending}
          error={error}
          refetch={refetch}
        />
      )}
    </PageLayout>
  );
}

function ShopDetail({ cooperation, side }: { cooperation: Cooperation; side: Side }) {
  const { t } = useTranslation(COOPERATION_NS);
  const navigate = useNavigate();
  const { data: me } = useUserIndex();
  // Money and new games are the shopkeeper's (the route table keeps the ledger and 添加合作玩法 from staff).
  const owner = roleOf(me?.userinfo) === 'shopkeeper';
  const sheets = useLazySheet<MoneySheetKind>();
  const shop = counterpartOf(cooperation, side);
  const balance = cooperation.CooperativeStoresMoney;
  const open = (kind: MoneySheetKind) => () => sheets.show(kind);
  const openLedger = () => navigate(pageUrl(PAGE.cooperationLedger, { shop_id: shop.id, type: side }));

  return (
    <>
      <div className="cooperation-shop-head">
        <ShopAvatar src={shop.avatar} name={shop.nickname} />
        <div className="cooperation-shop-name">
          <div className="cooperation-shop-nickname">{shop.nickname}</div>
          <div className="cooperation-muted">{t('shop.id', { id: shop.id })}</div>
        </div>
        {shop.mobile ? (
          <a className="cooperation-contact" href={`tel:${shop.mobile}`}>
            {t('shop.contact')}
          </a>
        ) : null}
      </div>
      <div className="cooperation-balance">
        <div
          className="cooperation-balance-figure"
          {...(owner ? { role: 'button', tabIndex: 0, onClick: openLedger } : {})}
          data-testid="cooperation-balance"
        >
          <span className="cooperation-muted">
            {t('shop.balance')}
            {owner ? ' ›' : ''}
          </span>
          <strong>¥{balance}</strong>
        </div>
        {owner && side === 1 ? (
          <div className="cooperation-balance-buttons">
            <Button size="small" onClick={open('withdraw')}>
              {t('shop.withdraw')}
            </Button>
            <Button size="small" color="warning" onClick={open('recharge')}>
              {t('shop.recharge')}
            </Button>
          </div>
        ) : null}
        {owner && side === 2 ? (
          <Button size="small" color="warning" onClick={open('editBalance')}>
            {t('shop.editBalance')}
          </Button>
        ) : null}
      </div>
      <div className="cooperation-section-title">
        {t('shop.games')}
        <span className="cooperation-tip">{t('shop.tip')}</span>
      </div>
      {cooperation.gamelist.length === 0 ? <StateView title={t('shop.noGames')} /> : null}
      <div className="cooperation-games">
        {cooperation.gamelist.map((game) => (
          <GameRow key={game.game_id} game={game} side={side} shopId={shop.id} />
        ))}
      </div>
      {owner && side === 1 ? (
        <BottomBar>
          <Button
            block
            color="warning"
            onClick={() => navigate(pageUrl(PAGE.cooperationAddGame, { shop_id: shop.id }))}
          >
            {t('shop.addGame')}
          </Button>
        </BottomBar>
      ) : null}
      {sheets.loaded ? (
        <Suspense fallback={null}>
          <MoneySheets sheet={sheets.shown} shopId={shop.id} balance={balance} onClose={sheets.hide} />
        </Suspense>
      ) : null}
    </>
  );
}
