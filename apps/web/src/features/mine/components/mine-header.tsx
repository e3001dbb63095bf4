import { Certification, type ClerkInfo, type UserInfo } from '@dzzs/shared';
import { certificationText } from '../../../shared/i18n/state-label.ts';
import { Icon } from '@dzzs/web-shared/ui/icons.tsx';
import { ShopAvatar } from '../../../shared/ui/shop-avatar.tsx';
import { useTranslation } from 'react-i18next';
import { roleOf } from '../../../shared/session/roles.ts';
import { MINE_NS } from '../i18n.ts';

interface MineHeaderProps {
  user: UserInfo;
  clerk: ClerkInfo | null;
  onAvatar: () => void;
  onCertification: () => void;
  onPromote: () => void;
  onBalance: () => void;
  onEscrow: () => void;
}

export function MineHeader({
  user,
  clerk,
  onAvatar,
  onCertification,
  onPromote,
  onBalance,
  onEscrow,
}: MineHeaderProps) {
  const { t } = useTranslation(MINE_NS);
  const staff = roleOf(user) === 'staff';
  // Staff see their owner's shop; they inherit its certification and are always shown as certified.
  const shop = staff && clerk ? clerk.ShopInfo : user;
  const shopId = staff ? user.shop_id : user.id;
  const certification = staff ? Certification.certified : Number(user.ShopConfig.StoreCertification);
  const certified = certification === Certification.certified;

  return (
    <div className="mine-header">
      <div className="mine-card">
        <div className="mine-identity">
          <ShopAvatar src={shop.avatar} name={shop.nickname} onClick={onAvatar} />
          <div className="mine-names">
            <div className="mine-name">
              <span data-testid="shop-name">{shop.nickname}</span>
              <span className="mine-id">(ID.{shopId})</span>
            </div>
            <div className="mine-pills">
              <button
                type="button"
                className={`mine-cert-pill ${certified ? 'mine-cert-pill-ok' : 'mine-cert-pill-no'}`}
                onClick={certified ? undefined : onCertification}
                data-testid="cert-pill"
              >
                {certificationText(certification)}
              </button>
              {certified && <span className="mine-vip-pill">{t('header.vip')}</span>}
            </div>
          </div>
          {!staff && (
            <button type="button" className="mine-promote-button" onClick={onPromote}>
              <Icon name="send" /> {t('header.promote')}
            </button>
          )}
        </div>
        {staff ? (
          <div className="mine-stats" data-testid="staff-stats">
            <div className="mine-stat">
              <span>{t('header.todayTicketed')}</span>
              <strong>{clerk?.Info.TotalInvoicingAmount ?? '0.00'}</strong>
            </div>
            <i className="mine-stat-divider" />
            <div className="mine-stat">
              <span>{t('header.staffAccount')}</span>
              <strong>{user.username}</strong>
            </div>
          </div>
        ) : (
          <div className="mine-stats" data-testid="shop-stats">
            <button type="button" className="mine-stat" onClick={onBalance}>
              <span>{t('header.balance')}</span>
              <strong>{user.money ?? '0.00'}</strong>
            </button>
            <i className="mine-stat-divider" />
            <button type="button" className="mine-stat" onClick={onEscrow}>
              <span>{t('header.escrow')}</span>
              <strong>{user.TrusteeshipBalance ?? '0.00'}</strong>
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
