import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  calendarApi,
  playerSideApi,
  shopSetupApi,
  type GameOnSale,
  type OfferedRedPacket,
} from '@dzzs/shared';
import { NUMBER_RULES } from '@dzzs/shared/engine';
import { currentLanguage } from '@dzzs/web-shared/i18n/index.ts';
import { LanguageLink } from '../../../shared/language-link.tsx';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { describeFailure, fetchData } from '../../../shared/http.ts';
import { Page } from '../../../shared/page.tsx';
import { PAGE, pickerPath } from '../../../shared/paths.ts';
import { usePlayer } from '../../../shared/player-api.ts';
import { countdown, useNow } from '../../../shared/use-now.ts';
import { HOME_NS } from '../i18n.ts';
import './home.css';

const GrabSheet = lazy(() => import('../components/grab-sheet.tsx'));

function GameCard({ game, now }: { game: GameOnSale; now: number }) {
  const { t } = useTranslation(HOME_NS);
  const navigate = useNavigate();
  const sports = game.group === 'sports';
  const pickable = sports
    ? (game.matches ?? 0) > 0
    : NUMBER_RULES[game.game_id] !== undefined && game.issue !== null;
  const name = currentLanguage() === 'en' ? game.name.en : game.name.zh;
  let line: string;
  if (sports) line = game.matches ? t('matches', { count: game.matches }) : t('noIssue');
  else if (game.issue) {
    const left = game.issue.deadline - now;
    line = left > 0 ? t('closesIn', { time: countdown(left, (n) => t('days', { n })) }) : t('closed');
  } else line = game.next ? t('nextIssue', { issue: game.next.issue }) : t('noIssue');
  return (
    <button
      type="button"
      className={`home-game${pickable ? '' : ' home-game-off'}`}
      disabled={!pickable}
      onClick={() => void navigate(pickerPath(game.game_id))}
      data-testid={`game-${game.game_id}`}
    >
      <span className="home-game-name">{name}</span>
      {game.issue && <span className="home-game-issue">{t('issue', { issue: game.issue.issue })}</span>}
      <span className="home-game-line">{line}</span>
    </button>
  );
}

export default function HomePage() {
  const { t } = useTranslation(HOME_NS);
  const navigate = useNavigate();
  const now = useNow();
  const player = usePlayer();
  // The shop's name and avatar; the notices and games keep their own reads (the games refresh every minute).
  const card = useQuery({
    queryKey: ['shop-card'],
    queryFn: ({ signal }) => fetchData(playerSideApi.shopCard, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
  const shop = card.data?.shop;
  const [opened, setOpened] = useState<OfferedRedPacket | null>(null);
  const notices = useQuery({
    queryKey: ['notices'],
    queryFn: ({ signal }) => fetchData(shopSetupApi.currentNotices, undefined, { signal }),
  });
  const games = useQuery({
    queryKey: ['games'],
    queryFn: ({ signal }) => fetchData(calendarApi.games, undefined, { signal }),
    // The issue on sale changes when one closes: read again every minute.
    refetchInterval: 60_000,
  });
  return (
    <Page title={t('title')} right={<LanguageLink />}>
      {shop && (
        <div className="card home-shop" data-testid="shop-card">
          {shop.avatar ? (
            <img className="home-shop-avatar" src={shop.avatar} alt="" />
          ) : (
            <span className="home-shop-avatar">{shop.nickname.slice(0, 1)}</span>
          )}
          <strong data-testid="shop-name">{shop.nickname}</strong>
        </div>
      )}
      {notices.data?.scroll && (
        <div className="home-scroll" data-testid="notice">
          {notices.data.scroll.content}
        </div>
      )}
      <div className="card home-me">
        <div>
          <div className="home-hello">
            {t('hello', { name: player.data?.nickname || player.data?.username || '' })}
          </div>
          <div className="muted">
            {t('balance')}{' '}
            <span className="money" data-testid="balance">
              {player.data?.money ?? '—'}
            </span>
          </div>
        </div>
        <button type="button" className="home-recharge" onClick={() => void navigate(PAGE.wallet)}>
          {t('recharge')}
        </button>
      </div>
      {notices.data?.popup && <div className="card home-notice">{notices.data.popup.content}</div>}
      {card.data?.red_packets.length ? (
        <>
          <h3 className="home-title">{t('redPackets')}</h3>
          <div className="home-packets">
            {card.data.red_packets.map((p) => (
              <button
                key={p.id}
                type="button"
                className={`home-packet${p.grabbed ? ' home-packet-done' : ''}`}
                onClick={() => setOpened(p)}
                disabled={p.grabbed}
                data-testid={`red-packet-${p.id}`}
              >
                <span className="home-packet-title">{p.title}</span>
                <span>{t('left', { left: p.left, count: p.count })}</span>
                <span className="home-packet-grab">{t(p.grabbed ? 'grabbed' : 'grab')}</span>
              </button>
            ))}
          </div>
        </>
      ) : null}
      {opened && (
        <Suspense fallback={null}>
          <GrabSheet packet={opened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
      <h3 className="home-title">
        {t('games')}
        <span className="home-links">
          <button
            type="button"
            className="home-draws"
            onClick={() => void navigate(PAGE.draws)}
            data-testid="open-draws"
          >
            {t('draws')} ›
          </button>
          <button
            type="button"
            className="home-draws"
            onClick={() => void navigate(PAGE.groupBuys)}
            data-testid="open-group-buys"
          >
            {t('groupBuys')} ›
          </button>
        </span>
      </h3>
      {games.error ? (
        <StateView kind="error" title={describeFailure(games.error)} onClick={() => void games.refetch()} />
      ) : games.data && games.data.length === 0 ? (
        <StateView title={t('noGames')} />
      ) : (
        <div className="home-games">
          {/* Number games first, as the shop's counter shows them. */}
          {[...(games.data ?? [])]
            .sort((a, b) => Number(b.group === 'number') - Number(a.group === 'number'))
            .map((game) => (
              <GameCard key={game.game_id} game={game} now={now} />
            ))}
        </div>
      )}
    </Page>
  );
}
