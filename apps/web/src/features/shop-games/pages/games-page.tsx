import '../shop-games.css';
import type { ShopGameSetting } from '@dzzs/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameBadge } from '../../../shared/ui/game-badge.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { LoadingView, StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { useShopGames } from '../api/shop-games.ts';
import { GameSheet } from '../components/game-sheet.tsx';
import { saleText } from '../components/sale-text.ts';
import { SHOP_GAMES_NS } from '../i18n.ts';

/** 彩种管理 (CategoryManagement): the games the shop sells and those it switched off; a tap opens a game's settings. */
export default function GamesPage() {
  const { t } = useTranslation(SHOP_GAMES_NS);
  const { t: tc } = useTranslation();
  const { data, isPending, error, refetch } = useShopGames();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = data?.find((g) => g.game_id === openId);
  const section = (title: string, games: ShopGameSetting[], testId: string) =>
    games.length ? (
      <section className="shop-games-section" data-testid={testId}>
        <div className="shop-games-section-title">{title}</div>
        {games.map((g) => (
          <GameRow key={g.game_id} game={g} onOpen={() => setOpenId(g.game_id)} />
        ))}
      </section>
    ) : null;
  return (
    <PageLayout bodyClassName="shop-games-page">
      <div className="shop-games-tip">{t('list.tip')}</div>
      {isPending ? <LoadingView /> : null}
      {error ? (
        <StateView kind="error" title={tc('common.loadFailed')} onClick={() => void refetch()} />
      ) : null}
      {data
        ? section(
            t('list.on'),
            data.filter((g) => g.gamestate === 1),
            'shop-games-on',
          )
        : null}
      {data
        ? section(
            t('list.off'),
            data.filter((g) => g.gamestate === 0),
            'shop-games-off',
          )
        : null}
      {open ? <GameSheet game={open} onClose={() => setOpenId(null)} /> : null}
    </PageLayout>
  );
}

function GameRow({ game: g, onOpen }: { game: ShopGameSetting; onOpen: () => void }) {
  const { t, i18n } = useTranslation(SHOP_GAMES_NS);
  return (
    <div
      className="shop-games-row"
      role="button"
      onClick={onOpen}
      data-testid="shop-games-row"
      data-game={g.game_id}
    >
      <GameBadge code={g.game_id} size={44} />
      <div className="shop-games-row-main">
        <div className="shop-games-row-name">{i18n.language === 'en' ? g.name.en : g.name.zh}</div>
        <div className="shop-games-row-terms">
          {t('list.terms', { money: g.MinBetAmount, minutes: g.advance })}
        </div>
        <div className="shop-games-row-sale">{saleText(g, t)}</div>
      </div>
      <span className="shop-games-row-arrow" aria-hidden>
        ›
      </span>
    </div>
  );
}
