import { useTranslation } from 'react-i18next';
import { RECEIPTS_NS } from '../i18n.ts';

// A channel's icon: the platform names it by a key; the app draws each as a coloured disc with its mark, so no image
// has to be fetched for the list.
const COLORS = { alipay: '#1677ff', newpay: '#f08c00', suixing: '#0ca678', offline: '#e8590c' } as const;
const isKnown = (icon: string): icon is keyof typeof COLORS => icon in COLORS;

export function ChannelIcon({ icon, name }: { icon: string; name: string }) {
  const { t } = useTranslation(RECEIPTS_NS);
  return (
    <span
      className="receipts-icon"
      style={{ background: isKnown(icon) ? COLORS[icon] : '#868e96' }}
      aria-hidden
    >
      {isKnown(icon) ? t(`icon.${icon}`) : name.slice(0, 1)}
    </span>
  );
}
