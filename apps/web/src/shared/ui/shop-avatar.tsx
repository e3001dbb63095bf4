import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './shop-avatar.css';

interface ShopAvatarProps {
  src: string;
  name: string;
  /** Small: 36 px, for a list row. */
  small?: boolean;
  onClick?: () => void;
}

/** Avatar with the shop's first character as fallback, for shops without a picture or with a broken link. */
export function ShopAvatar({ src, name, small = false, onClick }: ShopAvatarProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const showImage = src && !failed;
  return (
    <span
      className={small ? 'shop-avatar shop-avatar-small' : 'shop-avatar'}
      onClick={onClick}
      role={onClick ? 'button' : undefined}
    >
      {showImage ? (
        <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <span>{name.slice(0, 1) || t('common.shopInitial')}</span>
      )}
    </span>
  );
}
