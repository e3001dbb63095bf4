import '../cooperation-sheets.css';
import { COOPERATION_LIMITS } from '@dzzs/shared';
import { CenterPopup, Stepper, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetButtons } from '../../../shared/ui/sheet-buttons.tsx';
import { GameBadge } from '../../../shared/ui/game-badge.tsx';
import { useApplyGame } from '../api/cooperation.ts';
import { COOPERATION_NS } from '../i18n.ts';
import { submitThenClose } from './money-sheet.tsx';

const { commission: COMMISSION, memoMax } = COOPERATION_LIMITS;

export interface GameToApply {
  id: number;
  title: string;
}

/** 申请合作彩种: the commission the main store keeps on the game (0–7 %, 5 unless changed) and a note. */
export default function ApplyGameDialog({
  mainStoreId,
  game,
  onClose,
}: {
  mainStoreId: number;
  game: GameToApply | null;
  onClose: () => void;
}) {
  return (
    <CenterPopup
      visible={game !== null}
      onMaskClick={onClose}
      destroyOnClose
      bodyClassName="cooperation-dialog"
    >
      {game ? <ApplyGameForm mainStoreId={mainStoreId} game={game} onClose={onClose} /> : null}
    </CenterPopup>
  );
}

function ApplyGameForm({
  mainStoreId,
  game,
  onClose,
}: {
  mainStoreId: number;
  game: GameToApply;
  onClose: () => void;
}) {
  const { t } = useTranslation(COOPERATION_NS);
  const apply = useApplyGame();
  const [commission, setCommission] = useState<number>(COMMISSION.default);
  const [memo, setMemo] = useState('');
  const submit = () =>
    submitThenClose(
      apply.mutateAsync({ mainStoreId, gameId: game.id, commission, memo: memo.trim() }),
      onClose,
    );
  return (
    <>
      <div className="cooperation-sheet-title">{t('addGame.title')}</div>
      <div className="cooperation-dialog-game">
        <GameBadge code={game.id} size={32} />
        {game.title}
      </div>
      <div className="cooperation-dialog-row">
        <span>{t('addGame.commission', { min: COMMISSION.min, max: COMMISSION.max })}</span>
        <span className="cooperation-stepper">
          <Stepper
            min={COMMISSION.min}
            max={COMMISSION.max}
            digits={0}
            value={commission}
            onChange={(value) => setCommission(value ?? COMMISSION.default)}
            data-testid="commission"
          />
          %
        </span>
      </div>
      <div className="cooperation-dialog-row">{t('addGame.memo')}</div>
      <TextArea
        className="cooperation-memo"
        placeholder={t('money.memoPlaceholder', { max: memoMax })}
        maxLength={memoMax}
        showCount
        value={memo}
        onChange={setMemo}
      />
      <SheetButtons
        onCancel={onClose}
        confirmText={t('addGame.submit')}
        onConfirm={submit}
        loading={apply.isPending}
        testId="apply-game-submit"
      />
    </>
  );
}
