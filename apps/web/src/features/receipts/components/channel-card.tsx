import { PID_CHANNELS, RECEIPT_CHANNEL, RECEIPT_STATE_LABELS, type ReceiptChannel } from '@dzzs/shared';
import { Button, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { previewImages } from '../../../shared/ui/image-preview.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { fetchQrImage, useSetOpen, useSetQrImage } from '../api/receipts.ts';
import { RECEIPTS_NS } from '../i18n.ts';
import { ChannelIcon } from './channel-icon.tsx';
import { useImageUpload } from './image-field.tsx';

const STATE_CLASS = { '0': 'pending', '1': 'open', '2': 'refused', '3': 'closed' } as const;

/**
 * One channel of 收款管理: its icon, name, rate and this shop's state. Never applied for → 去开通 opens the form; rejected
 * → the reason, and a tap opens the form again; approved (open or closed) → the header expands to the switch, and to
 * the QR code (999) or the PID (3, 201).
 */
export function ChannelCard({
  channel,
  expanded,
  onToggle,
  onApply,
  onSetPid,
}: {
  channel: ReceiptChannel;
  expanded: boolean;
  onToggle: () => void;
  onApply: () => void;
  onSetPid: () => void;
}) {
  const { t, i18n } = useTranslation(RECEIPTS_NS);
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const record = channel.record;
  const approved = record === '1' || record === '3';
  const onHeader = () => {
    if (approved) onToggle();
    else if (record === '0') toast(t('list.reviewing'));
    else onApply();
  };
  return (
    <div className="receipts-card" data-channel={channel.id}>
      <div
        className="receipts-card-head"
        role="button"
        tabIndex={0}
        onClick={onHeader}
        onKeyDown={(e) => e.key === 'Enter' && onHeader()}
      >
        <ChannelIcon icon={channel.icon} name={channel.name} />
        <div className="receipts-card-main">
          <div className="receipts-card-name">{channel.name}</div>
          <div className="receipts-muted">{t('list.rate', { title: channel.title, rate: channel.rate })}</div>
        </div>
        {record === null ? (
          // The tap reaches the header, which opens the form.
          <Button size="small" color="warning" data-testid="apply">
            {t('list.open')}
          </Button>
        ) : (
          <span className={`receipts-state receipts-state-${STATE_CLASS[record]}`}>
            {RECEIPT_STATE_LABELS[record][lang]}
          </span>
        )}
      </div>
      {record === '2' && channel.retmemo ? (
        <div className="receipts-reason" onClick={onApply}>
          {t('list.reason')}
          {channel.retmemo}
        </div>
      ) : null}
      {approved && expanded ? <ChannelBody channel={channel} onSetPid={onSetPid} /> : null}
    </div>
  );
}

function ChannelBody({ channel, onSetPid }: { channel: ReceiptChannel; onSetPid: () => void }) {
  const { t } = useTranslation(RECEIPTS_NS);
  const setOpen = useSetOpen();
  return (
    <div className="receipts-card-body">
      <div className="receipts-row">
        <span>{t('list.switch')}</span>
        <Switch
          checked={channel.record === '1'}
          loading={setOpen.isPending}
          aria-label={t('list.switch')}
          onChange={async (on) => {
            await runAction(setOpen.mutateAsync({ id: channel.id, on }));
          }}
        />
      </div>
      {channel.id === RECEIPT_CHANNEL.offline ? <QrButtons /> : null}
      {PID_CHANNELS.includes(channel.id) ? (
        <div className="receipts-row">
          <span className="receipts-muted">{channel.pid ? t('list.pid', { pid: channel.pid }) : ''}</span>
          <Button size="small" onClick={onSetPid} data-testid="set-pid">
            {t('list.setPid')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** 修改图片 / 预览图片 of the offline QR code (999). */
function QrButtons() {
  const { t } = useTranslation(RECEIPTS_NS);
  const setQr = useSetQrImage();
  const { input, onFile, uploading } = useImageUpload((url) =>
    runAction(setQr.mutateAsync(url), { success: t('list.imageChanged') }),
  );
  const preview = async () => {
    const url = await fetchQrImage().catch(() => '');
    if (url) previewImages([url]);
    else toast(t('list.noImage'));
  };
  return (
    <div className="receipts-row receipts-row-buttons">
      <Button size="small" loading={uploading || setQr.isPending} onClick={() => input.current?.click()}>
        {t('list.changeImage')}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept="image/jpeg,image/png"
        data-testid="qr-input"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <Button size="small" color="warning" onClick={() => void preview()} data-testid="preview-qr">
        {t('list.previewImage')}
      </Button>
    </div>
  );
}
