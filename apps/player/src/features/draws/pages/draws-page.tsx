import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GameDraws } from '@dzzs/shared';
import { Spinner } from '@dzzs/web-shared/ui/spinner.tsx';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { describeFailure } from '../../../shared/http.ts';
import { Page } from '../../../shared/page.tsx';
import { drawHistoryPath, PAGE } from '../../../shared/paths.ts';
import { dateTime, gameName, useLatestDraws } from '../api.ts';
import { DRAWS_NS } from '../i18n.ts';
import { Balls } from './balls.tsx';
import './draws.css';

function DrawCard({ game }: { game: GameDraws }) {
  const { t } = useTranslation(DRAWS_NS);
  const navigate = useNavigate();
  const names = t('weekdayNames').split(',');
  const days =
    game.draw_weekdays.length === 7
      ? t('daily')
      : game.draw_weekdays.length
        ? t('weekdays', { days: game.draw_weekdays.map((d) => names[d - 1]).join(t('separator')) })
        : '';
  return (
    <button
      type="button"
      className="card draw-card"
      onClick={() => void navigate(drawHistoryPath(game.game_id))}
      data-testid={`draw-${game.game_id}`}
    >
      <span className="draw-card-head">
        <strong>{gameName(game)}</strong>
        <span className="muted">{game.latest ? t('issue', { issue: game.latest.issue }) : ''}</span>
      </span>
      {game.latest ? <Balls result={game.latest} /> : <span className="muted">{t('noResult')}</span>}
      <span className="muted">
        {game.latest ? t('published', { time: dateTime(game.latest.published_time) }) : ''} {days}
      </span>
      <span className="muted">
        {game.next_issue && game.next_draw_time
          ? t('next', { issue: game.next_issue, time: dateTime(game.next_draw_time) })
          : t('noNext')}
      </span>
    </button>
  );
}

/** 开奖: each number game's latest result and its next draw; a card opens the game's history. */
export default function DrawsPage() {
  const { t } = useTranslation(DRAWS_NS);
  const draws = useLatestDraws();
  return (
    <Page title={t('title')} back={PAGE.home}>
      {draws.isPending ? (
        <Spinner />
      ) : draws.error ? (
        <StateView kind="error" title={describeFailure(draws.error)} onClick={() => void draws.refetch()} />
      ) : draws.data.length === 0 ? (
        <StateView title={t('empty')} />
      ) : (
        draws.data.map((game) => <DrawCard key={game.game_id} game={game} />)
      )}
    </Page>
  );
}
