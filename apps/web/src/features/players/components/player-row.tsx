import type { PlayerRow } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PagedList } from '@dzzs/web-shared/api/paged-list.ts';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { ShopAvatar } from '../../../shared/ui/shop-avatar.tsx';
import { PLAYERS_NS } from '../i18n.ts';
import { timeText } from './format.ts';

export const PLAYER_ROW_HEIGHT = 68;

/** The name a shop knows a player by: the remark with the nickname, or the nickname alone. */
export function usePlayerName() {
  const { t } = useTranslation(PLAYERS_NS);
  return (p: { nickname: string; remarks: string }) =>
    p.remarks ? t('list.nickname', { remark: p.remarks, nickname: p.nickname }) : p.nickname;
}

/** Won (red) or lost (black) of the last five settled orders, newest first. */
export function ResultDots({ results }: { results: readonly boolean[] }) {
  return (
    <span className="players-tags">
      {results.map((won, i) => (
        <span key={i} className={won ? 'players-dot players-dot-won' : 'players-dot'} />
      ))}
    </span>
  );
}

/** A row of the player lists: avatar, name, last activity, balance, then the tags or the last five results. */
export function PlayerRowView({ player }: { player: PlayerRow }) {
  const { t } = useTranslation(PLAYERS_NS);
  const navigate = useNavigate();
  const name = usePlayerName()({ nickname: player.nickname, remarks: player.config.remarks });
  const c = player.config;
  const tags = [
    c.expert ? t('tag.expert') : null,
    c.sale ? t('tag.sale') : null,
    c.agent ? t('tag.agent') : null,
  ].filter((x): x is string => x !== null);
  return (
    <div
      className="players-row"
      role="button"
      tabIndex={0}
      data-testid={`player-${player.id}`}
      onClick={() => void navigate(pageUrl(PAGE.userDetail, { id: player.id }))}
    >
      <ShopAvatar src={player.avatar} name={player.nickname} small />
      <div className="players-row-main">
        <div className="players-row-name">{name}</div>
        <div className="players-muted">{timeText(player.update_time)}</div>
      </div>
      <div className="players-row-side">
        <div className="players-money">{t('list.balance', { money: player.money })}</div>
        {tags.length || c.Star ? (
          <span className="players-tags">
            {c.Star ? <span className="players-tag players-tag-star">{t('tag.star')}</span> : null}
            {tags.map((tag) => (
              <span key={tag} className="players-tag">
                {tag}
              </span>
            ))}
          </span>
        ) : (
          <ResultDots results={player.FiveDayHistory} />
        )}
      </div>
    </div>
  );
}

/** A paged list of players in the windowed list, each row opening the player's detail. */
export function PlayerList({ list }: { list: PagedList<PlayerRow> }) {
  const { t } = useTranslation(PLAYERS_NS);
  return (
    <div className="players-scroll">
      <PagedListView
        list={list}
        itemHeight={PLAYER_ROW_HEIGHT}
        itemKey={(p) => p.id}
        empty={t('list.empty')}
        renderItem={(p) => <PlayerRowView player={p} />}
      />
    </div>
  );
}
