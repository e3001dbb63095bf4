import { isNewPayPid, RECEIPT_LIMITS, type ReceiptChannel } from '@dzzs/shared';
import { CenterPopup, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { SheetButtons } from '../../../shared/ui/sheet-buttons.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useSetPid } from '../api/receipts.ts';
import { RECEIPTS_NS } from '../i18n.ts';

/** 设置PID of a 51新支付 channel (3 or 201): digits only, checked before the call. */
export default function PidDialog({ channel, onClose }: { channel: ReceiptChannel; onClose: () => void }) {
  const { t } = useTranslation(RECEIPTS_NS);
  const setPid = useSetPid();
  const [pid, setValue] = useState(channel.pid);
  const save = async () => {
    const typed = pid.trim();
    if (!isNewPayPid(typed)) return toast(t('pid.invalid', RECEIPT_LIMITS.pid), 'fail');
    if (await runAction(setPid.mutateAsync({ channelId: channel.id, pid: typed }))) onClose();
  };
  return (
    <CenterPopup visible onMaskClick={onClose} destroyOnClose bodyClassName="receipts-dialog">
      <div className="receipts-dialog-title">
        {t('pid.title')} · {channel.name}
      </div>
      <Input
        className="receipts-input"
        placeholder={t('pid.placeholder')}
        value={pid}
        onChange={setValue}
        inputMode="numeric"
        maxLength={RECEIPT_LIMITS.pid.max}
        clearable
        data-testid="pid-input"
      />
      <SheetButtons
        onCancel={onClose}
        confirmText={t('pid.save')}
        onConfirm={() => void save()}
        loading={setPid.isPending}
        testId="pid-save"
      />
    </CenterPopup>
  );
}
