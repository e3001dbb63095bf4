import { COOPERATION_STATE_LABELS, CooperationState, type CooperationApplication } from '@dzzs/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { stateLabel } from '../../../shared/i18n/state-label.ts';
import { ShopAvatar } from '../../../shared/ui/shop-avatar.tsx';
import { COOPERATION_NS } from '../i18n.ts';
import { timeText } from './format.ts';

const TAG_CLASS: Record<number, string> = {
  [CooperationState.pending]: 'cooperation-tag',
  [CooperationState.approved]: 'cooperation-tag cooperation-tag-approved',
  [CooperationState.refused]: 'cooperation-tag cooperation-tag-refused',
};

/**
 * One application: the other shop (the applicant for requests made to me, the shop asked in 申请记录), what it asks
 * for — a game with its commission, or 店铺合作 — its note and time; the state or the buttons to handle it.
 */
export function ApplicationRow({
  application: a,
  shop,
  actions,
  onOpen,
}: {
  application: CooperationApplication;
  /** Whose name and picture the row shows. */
  shop: 'branch' | 'main';
  /** Buttons for an application waiting for me; without them the row shows its state. */
  actions?: ReactNode;
  /** Tapping the row (not its buttons) opens the application's history. */
  onOpen: () => void;
}) {
  const { t } = useTranslation(COOPERATION_NS);
  const [name, avatar, id] =
    shop === 'branch'
      ? [a.BranchStore_name, a.BranchStore_avatar, a.BranchStore_id]
      : [a.MainStore_name, a.MainStore_avatar, a.MainStore_id];
  return (
    <div
      className="cooperation-application"
      data-application={a.id}
      role="button"
      tabIndex={0}
      onClick={onOpen}
    >
      <div className="cooperation-application-head">
        <ShopAvatar src={avatar} name={name} small />
        <div className="cooperation-card-main">
          <div className="cooperation-card-name">{t('list.nameId', { name, id })}</div>
          <div className="cooperation-card-games">
            {a.game_title ?? t('addShop.shopCooperation')}
            {a.game_id !== null ? ` · ${t('applications.commission', { percent: a.gameCommission })}` : ''}
          </div>
        </div>
        {actions ? (
          <div onClick={(e) => e.stopPropagation()}>{actions}</div>
        ) : (
          <span className={TAG_CLASS[a.state]}>{stateLabel(COOPERATION_STATE_LABELS, a.state)}</span>
        )}
      </div>
      {a.memo ? (
        <div className="cooperation-application-memo">{t('applications.memo', { memo: a.memo })}</div>
      ) : null}
      <div className="cooperation-muted">{timeText(a.create_time)}</div>
    </div>
  );
}
