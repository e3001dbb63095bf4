import { useState } from 'react';

interface ShopAvatarProps {
  src: string;
  name: string;
  className?: string;
  onClick?: () => void;
}

/** Avatar with the shop's first character as fallback, for shops without a picture or with a broken link. */
export function ShopAvatar({ src, name, className, onClick }: ShopAvatarProps) {
  const [failed, setFailed] = useState(false);
  const showImage = src && !failed;
  return (
    <span
      className={`shop-avatar ${className ?? ''}`}
      onClick={onClick}
      role={onClick ? 'button' : undefined}
    >
      {showImage ? (
        <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <span>{name.slice(0, 1) || '店'}</span>
      )}
    </span>
  );
}
