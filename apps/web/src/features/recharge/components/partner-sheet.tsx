import type { Cooperation } from '@dzzs/shared';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ShopAvatar } from '../../../shared/ui/shop-avatar.tsx';
import { describeFailure } from '../../../shared/http/index.ts';
import { LoadingView, StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { usePartnerShops } from '../api/recharge.ts';
import { RECHARGE_NS } from '../i18n.ts';

interface PartnerSheetProps {
  visible: boolean;
  onClose: () => void;
  onChoose: (cooperation: Cooperation) => void;
}

/** The bottom list of the shops I hand orders to (IssueShop), with the balance I prepaid each; a tap chooses one. */
export function PartnerSheet({ visible, onClose, onChoose }: PartnerSheetProps) {
  const { t } = useTranslation(RECHARGE_NS);
  const partners = usePartnerShops(visible);
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="recharge-sheet">
      <div className="recharge-sheet-title">{t('partnerList')}</div>
      {partners.isPending ? (
        <LoadingView />
      ) : partners.isError ? (
        <StateView
          kind="error"
          title={describeFailure(partners.error)}
          onClick={() => void partners.refetch()}
        />
      ) : !partners.data.length ? (
        <StateView title={t('noPartners')} />
      ) : (
        partners.data.map((c) => (
          <button
            type="button"
            key={c.id}
            className="recharge-partner"
            data-testid={`partner-${c.MainStore_id}`}
            onClick={() => onChoose(c)}
          >
            <ShopAvatar src={c.mainStore.avatar} name={c.mainStore.nickname} small />
            <span className="recharge-partner-name">
              {t('partnerRow', { name: c.mainStore.nickname, id: c.MainStore_id })}
            </span>
            <span className="recharge-partner-money">¥{c.CooperativeStoresMoney}</span>
          </button>
        ))
      )}
    </Popup>
  );
}
