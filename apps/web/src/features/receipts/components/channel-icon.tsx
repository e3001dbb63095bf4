// A channel's icon: the platform names it by a key; the app draws each as a coloured disc with its mark, so no image
// has to be fetched for the list.
const ICONS: Record<string, { mark: string; color: string }> = {
  alipay: { mark: '支', color: '#1677ff' },
  newpay: { mark: '51', color: '#f08c00' },
  suixing: { mark: '随', color: '#0ca678' },
  offline: { mark: '码', color: '#e8590c' },
};

export function ChannelIcon({ icon, name }: { icon: string; name: string }) {
  const known = ICONS[icon] ?? { mark: name.slice(0, 1), color: '#868e96' };
  return (
    <span className="receipts-icon" style={{ background: known.color }} aria-hidden>
      {known.mark}
    </span>
  );
}
