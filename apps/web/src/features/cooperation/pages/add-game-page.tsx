import '../cooperation.css';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE } from '../../../shared/paths.ts';
import { GameBadge } from '../../../shared/ui/game-badge.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { useCooperation } from '../api/cooperation.ts';
import type { GameToApply } from '../components/apply-game-dialog.tsx';
import { CooperationState } from '../components/cooperation-state.tsx';
import { COOPERATION_NS } from '../i18n.ts';

// The dialog (stepper, note) loads on the first tap of a game.
const ApplyGameDialog = lazy(() => import('../components/apply-game-dialog.tsx'));

/** 玩法申请 (addGameState): the games my main store does not take for me yet, to apply for one by one. */
export default function AddGamePage() {
  const { t } = useTranslation(COOPERATION_NS);
  const { shop_id: shopId } = usePageParams(PAGE.cooperationAddGame);
  // Only a branch applies for games: the cooperation is found on the 甩单 side.
  const { cooperation, isPending, error, refetch } = useCooperation(1, shopId);
  const [game, setGame] = useState<GameToApply | null>(null);
  if (!cooperation || !shopId)
    return (
      <PageLayout>
        <CooperationState
          missing={!shopId || (!isPending && !error)}
          isPending={isPending}
          error={error}
          refetch={refetch}
        />
      </PageLayout>
    );
  const games = cooperation.applyGmae;
  return (
    <PageLayout>
      <div className="cooperation-tip-box">{t('addGame.tip')}</div>
      {games.length === 0 ? <StateView title={t('addGame.empty')} /> : null}
      <div className="cooperation-game-grid">
        {games.map((g) => (
          <button
            type="button"
            key={g.id}
            className="cooperation-game-cell"
            onClick={() => setGame({ id: g.id, title: g.title })}
            data-game={g.id}
          >
            <GameBadge code={g.id} size={44} />
            <span>{g.title}</span>
          </button>
        ))}
      </div>
      {game ? (
        <Suspense fallback={null}>
          <ApplyGameDialog mainStoreId={shopId} game={game} onClose={() => setGame(null)} />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}
