import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { Page } from '../../../shared/page.tsx';
import { PAGE } from '../../../shared/paths.ts';
import { dateTime, gameName, useDrawHistory, useLatestDraws } from '../api.ts';
import { DRAWS_NS } from '../i18n.ts';
import { Balls } from './balls.tsx';
import './draws.css';

/** A number game's published results, the latest first. */
export default function DrawHistoryPage() {
  const { t } = useTranslation(DRAWS_NS);
  const gameId = Number(useParams().gameId);
  const list = useDrawHistory(gameId);
  // The game's name comes with the 开奖 list, usually cached already.
  const game = useLatestDraws().data?.find((g) => g.game_id === gameId);
  return (
    <Page title={game ? t('history', { name: gameName(game) }) : t('title')} back={PAGE.draws}>
      <PagedListView
        list={list}
        itemHeight={76}
        itemKey={(draw) => draw.issue}
        empty={t('historyEmpty')}
        renderItem={(draw) => (
          <div className="draw-row" data-testid={`history-${draw.issue}`}>
            <span className="muted">
              {t('issue', { issue: draw.issue })} · {dateTime(draw.published_time)}
            </span>
            <Balls result={draw} />
          </div>
        )}
      />
    </Page>
  );
}
