import type { Cooperation } from '@dzzs/shared';
import { SwipeAction, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { GameBadge } from '../../../shared/ui/game-badge.tsx';
import { confirmDialog } from '../../../shared/ui/overlays.ts';
import { SIDE_NAME, useGameSwitch, useRemove, type Side } from '../api/cooperation.ts';
import { COOPERATION_NS } from '../i18n.ts';

type CooperationGame = Cooperation['gamelist'][number];

/**
 * One game of a cooperation on 店铺详细: my switch for it (自动甩单 as the branch, 开启接单 as the main store), the
 * other shop's, whether the other shop sells the game (对方开启投注), the commission, and a swipe to take the game out of the cooperation.
 */
export function GameRow({ game, side, shopId }: { game: CooperationGame; side: Side; shopId: number }) {
  const { t } = useTranslation(COOPERATION_NS);
  const toggle = useGameSwitch();
  const remove = useRemove();
  const mine = (side === 1 ? game.AutomaticOrder : game.AutomaticOrderReceiving) === 1;
  const theirs = (side === 1 ? game.AutomaticOrderReceiving : game.AutomaticOrder) === 1;
  const selling = game.gameInfo.taState === 1;
  const title = game.gameInfo.title;
  const name = SIDE_NAME[side];

  const onRemove = () =>
    void confirmDialog({ content: t('shop.removeGameConfirm', { game: title }) }).then(
      (yes) => yes && void runAction(remove.mutateAsync({ side, shopId, gameId: game.game_id })),
    );
  return (
    <SwipeAction
      className="cooperation-game-swipe"
      rightActions={[{ key: 'remove', text: t('shop.removeGame'), color: 'danger', onClick: onRemove }]}
    >
      <div className="cooperation-game" data-game={game.game_id}>
        <GameBadge code={game.game_id} size={36} />
        <div className="cooperation-game-main">
          <div className="cooperation-game-title">
            {title}
            <span className={mine ? 'cooperation-game-mode cooperation-on' : 'cooperation-game-mode'}>
              · {t(`shop.mode.${name}.${mine ? 'on' : 'off'}`)}
            </span>
          </div>
          <div className="cooperation-game-sub">
            <span className={theirs ? 'cooperation-on' : ''}>
              {t(`shop.theirs.${name}.${theirs ? 'on' : 'off'}`)}
            </span>
            <span className={selling ? 'cooperation-on' : ''}>
              {t(`shop.betting.${selling ? 'on' : 'off'}`)}
            </span>
            <span>{t('shop.commission', { percent: game.gameCommission })}</span>
          </div>
        </div>
        <Switch
          checked={mine}
          aria-label={t(`shop.mode.${name}.on`)}
          onChange={async (on) => {
            await runAction(toggle.mutateAsync({ side, shopId, gameId: game.game_id, on }));
          }}
        />
      </div>
    </SwipeAction>
  );
}
