import type { GameSettingModel, PlatformSwitch, ShopGameSetting } from '@dzzs/shared';
import { List, Popup, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { confirmDialog } from '../../../shared/ui/overlays.ts';
import { useEditGame } from '../api/shop-games.ts';
import { SHOP_GAMES_NS } from '../i18n.ts';
import { ValueDialog } from './value-dialog.tsx';

type Switchable = 'gamestate' | PlatformSwitch;
/** The switches in the order the sheet lists them; each shows only where the game and the platform offer it. */
const SWITCHES_BEFORE: Switchable[] = ['gamestate', 'Cooperation'];
const SWITCHES_AFTER: Switchable[] = ['AllowComplexPlay', 'Repeat', 'BonusOptimization', 'Issuing_switch'];
/** 允许重复 and 奖金优化: one on turns the other off. */
const EXCLUSIVE: Partial<Record<Switchable, 'Repeat' | 'BonusOptimization'>> = {
  Repeat: 'BonusOptimization',
  BonusOptimization: 'Repeat',
};

/** The settings of one game, each change saved at once (Gamelist/edit). */
export function GameSheet({ game, onClose }: { game: ShopGameSetting; onClose: () => void }) {
  const { t, i18n } = useTranslation(SHOP_GAMES_NS);
  const edit = useEditGame();
  const [typing, setTyping] = useState<'advance' | 'MinBetAmount' | 'MaxBetAmount' | null>(null);
  const name = i18n.language === 'en' ? game.name.en : game.name.zh;
  const editable = (m: GameSettingModel) => game.editable.includes(m);
  const save = async (model: GameSettingModel, value: number | string) =>
    (await runAction(edit.mutateAsync({ game_id: game.game_id, model, value }))) !== null;

  const toggle = async (model: Switchable, on: boolean) => {
    const other = EXCLUSIVE[model];
    if (on && other && game[other]) {
      const content = t(model === 'Repeat' ? 'sheet.repeatOn' : 'sheet.optimizeOn');
      if (!(await confirmDialog({ content }))) return;
      if (!(await save(other, 0))) return;
    } else if (on && model === 'Repeat' && !(await confirmDialog({ content: t('sheet.repeatWarning') })))
      return;
    await save(model, on ? 1 : 0);
  };

  const switchRow = (model: Switchable) =>
    editable(model) ? (
      <List.Item
        key={model}
        description={model === 'Cooperation' ? t('sheet.cooperationHint') : undefined}
        extra={
          <Switch
            checked={game[model] === 1}
            loading={edit.isPending && edit.variables?.model === model}
            onChange={(on) => void toggle(model, on)}
            data-testid={`shop-games-switch-${model}`}
          />
        }
      >
        {t(`setting.${model}`)}
      </List.Item>
    ) : null;

  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="shop-games-sheet">
      <div className="shop-games-sheet-title" data-testid="shop-games-sheet">
        {name}
      </div>
      <List>
        {SWITCHES_BEFORE.map(switchRow)}
        <List.Item
          clickable
          extra={t('sheet.minutes', { minutes: game.advance })}
          onClick={() => setTyping('advance')}
          data-testid="shop-games-advance"
        >
          {t('setting.advance')}
        </List.Item>
        <List.Item
          clickable
          extra={t('sheet.yuan', { money: game.MinBetAmount })}
          onClick={() => setTyping('MinBetAmount')}
          data-testid="shop-games-min-bet"
        >
          {t('setting.MinBetAmount')}
        </List.Item>
        {editable('MaxBetAmount') ? (
          <List.Item
            clickable
            extra={t('sheet.yuan', { money: game.MaxBetAmount })}
            onClick={() => setTyping('MaxBetAmount')}
            data-testid="shop-games-max-bet"
          >
            {t('setting.MaxBetAmount')}
          </List.Item>
        ) : null}
        {SWITCHES_AFTER.map(switchRow)}
      </List>
      {typing === 'advance' ? (
        <ValueDialog
          title={t('setting.advance')}
          hint={t('sheet.advanceHint', { min: game.limits.advance_min, max: game.limits.advance_max })}
          initial={String(game.advance)}
          decimal={false}
          onSave={(v) => save('advance', v)}
          onClose={() => setTyping(null)}
        />
      ) : null}
      {typing === 'MinBetAmount' ? (
        <ValueDialog
          title={t('setting.MinBetAmount')}
          hint={t('sheet.minBetHint', { low: game.limits.min_bet_low, high: game.limits.min_bet_high })}
          initial={game.MinBetAmount}
          decimal
          onSave={(v) => save('MinBetAmount', v)}
          onClose={() => setTyping(null)}
        />
      ) : null}
      {typing === 'MaxBetAmount' ? (
        <ValueDialog
          title={t('setting.MaxBetAmount')}
          hint={t('sheet.maxBetHint', { low: game.MinBetAmount, high: game.limits.max_bet_high })}
          initial={game.MaxBetAmount}
          decimal
          onSave={(v) => save('MaxBetAmount', v)}
          onClose={() => setTyping(null)}
        />
      ) : null}
    </Popup>
  );
}
