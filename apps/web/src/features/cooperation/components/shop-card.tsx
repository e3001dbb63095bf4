import type { Cooperation } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { ShopAvatar } from '../../../shared/ui/shop-avatar.tsx';
import { counterpartOf, type Side } from '../api/cooperation.ts';
import { COOPERATION_NS } from '../i18n.ts';

/** One partner shop of 合作店铺: the other shop, the games of the cooperation, its balance, and × to end it. */
export function ShopCard({
  cooperation,
  side,
  onOpen,
  onRemove,
}: {
  cooperation: Cooperation;
  side: Side;
  onOpen: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(COOPERATION_NS);
  const shop = counterpartOf(cooperation, side);
  const games = cooperation.gamelist.map((g) => g.gameInfo.title).join(t('list.gameSeparator'));
  return (
    <div className="cooperation-card" role="button" tabIndex={0} onClick={onOpen} data-shop={shop.id}>
      <ShopAvatar src={shop.avatar} name={shop.nickname} small />
      <div className="cooperation-card-main">
        <div className="cooperation-card-name">{t('list.nameId', { name: shop.nickname, id: shop.id })}</div>
        <div className="cooperation-card-games">{games || t('list.noGames')}</div>
      </div>
      <div className="cooperation-card-money">¥{cooperation.CooperativeStoresMoney}</div>
      <button
        type="button"
        className="cooperation-card-remove"
        aria-label={t('list.remove')}
        onClick={(event) => {
          event.stopPropagation();
          onRemove();
        }}
      >
        ×
      </button>
    </div>
  );
}
