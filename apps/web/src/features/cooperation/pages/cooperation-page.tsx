import '../cooperation.css';
import type { Cooperation } from '@dzzs/shared';
import { Badge, Button, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserIndex } from '../../../shared/api/user-index.ts';
import { describeFailure } from '../../../shared/http/index.ts';
import { runAction } from '../../../shared/http/run-action.ts';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { roleOf } from '../../../shared/session/roles.ts';
import { badgeCount } from '../../../shared/ui/badge-count.ts';
import { Icon } from '@dzzs/web-shared/ui/icons.tsx';
import { NavButton } from '../../../shared/ui/nav-button.tsx';
import { confirmDialog } from '../../../shared/ui/overlays.ts';
import { BottomBar } from '../../../shared/ui/bottom-bar.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { PageTabs } from '../../../shared/ui/page-tabs.tsx';
import { LoadingView, StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { usePageParams } from '../../../shared/use-page-params.ts';
import {
  counterpartOf,
  isSide,
  SIDE_NAME,
  SIDES,
  useCooperations,
  useRemove,
  type Side,
} from '../api/cooperation.ts';
import { sumYuan } from '../components/format.ts';
import { ShopCard } from '../components/shop-card.tsx';
import { COOPERATION_NS } from '../i18n.ts';

/** 合作店铺 (dianpu): the shops I hand orders over to (甩单管理) and those that hand theirs to me (接单管理). */
export default function CooperationPage() {
  const { t } = useTranslation(COOPERATION_NS);
  const navigate = useNavigate();
  const { type } = usePageParams(PAGE.cooperation);
  // The tab lives in the URL, so coming back from a shop lands on the tab it was opened from.
  const side: Side = isSide(type) ? type : 1;
  const [search, setSearch] = useState('');
  const { data: me } = useUserIndex();
  const owner = roleOf(me?.userinfo) === 'shopkeeper';

  return (
    <PageLayout
      fixed
      right={
        <NavButton
          label={t('list.applications')}
          testId="cooperation-bell"
          onClick={() => navigate(PAGE.cooperationApplications)}
        >
          <Badge content={badgeCount(me?.userinfo.count.CooperationLog)}>
            <Icon name="bell" />
          </Badge>
        </NavButton>
      }
    >
      <PageTabs
        activeKey={String(side)}

        onChange={(key) => navigate(pageUrl(PAGE.cooperation, { type: Number(key) }), { replace: true })}
      >
        {SIDES.map((s) => (
          <PageTabs.Tab
            key={String(s)}
            title={<span data-testid={`side-${s}`}>{t(`side.${SIDE_NAME[s]}`)}</span>}
          />
        ))}
      </PageTabs>
      <div className="cooperation-search">
        <SearchBar
          placeholder={t('list.search')}
          onSearch={(text) => setSearch(text.trim())}
          onClear={() => setSearch('')}
        />
      </div>
      <ShopList side={side} search={search} />
      {owner ? (
        <BottomBar>
          <Button block color="warning" onClick={() => navigate(PAGE.cooperationAddShop)}>
            {t('list.add')}
          </Button>
        </BottomBar>
      ) : null}
    </PageLayout>
  );
}

function ShopList({ side, search }: { side: Side; search: string }) {
  const { t } = useTranslation(COOPERATION_NS);
  const navigate = useNavigate();
  const { data, error, isPending, refetch } = useCooperations(side, search);
  const remove = useRemove();
  if (!data)
    return isPending ? (
      <LoadingView />
    ) : (
      <StateView kind="error" title={describeFailure(error)} onClick={() => void refetch()} />
    );

  const onRemove = (cooperation: Cooperation) => {
    const shop = counterpartOf(cooperation, side);
    void confirmDialog({ content: t('list.removeConfirm', { name: shop.nickname }) }).then(
      (yes) => yes && void runAction(remove.mutateAsync({ side, shopId: shop.id })),
    );
  };
  return (
    <div className="cooperation-list">
      <div className="cooperation-summary" data-testid="cooperation-summary">
        <span>{t('list.count', { count: data.length })}</span>
        {side === 2 ? (
          <span>
            {t('list.total')} <b>¥{sumYuan(data.map((c) => c.CooperativeStoresMoney))}</b>
          </span>
        ) : null}
      </div>
      {data.length === 0 ? <StateView title={t('list.empty')} /> : null}
      {data.map((cooperation) => (
        <ShopCard
          key={cooperation.id}
          cooperation={cooperation}
          side={side}
          onOpen={() =>
            navigate(
              pageUrl(PAGE.cooperationShop, { shop_id: counterpartOf(cooperation, side).id, type: side }),
            )
          }
          onRemove={() => onRemove(cooperation)}
        />
      ))}
    </div>
  );
}
