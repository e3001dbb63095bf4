import { PLAYER_WITHDRAWAL_LIMITS } from '@dzzs/shared';
import { Dialog, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.ts';
import { PLAYER_WITHDRAWALS_NS } from '../i18n.ts';

/** 拒绝: the reason is required (the player reads it with their money back); empty, the dialog stays and says so. */
export function RejectDialog({
  name,
  onClose,
  onSubmit,
}: {
  name: string;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) {
  const { t } = useTranslation(PLAYER_WITHDRAWALS_NS);
  const { t: common } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Dialog
      visible
      title={t('requests.rejectTitle', { name })}
      onClose={onClose}
      content={
        <TextArea
          className="player-withdrawals-reason"
          data-testid="reject-reason"
          placeholder={t('requests.rejectPlaceholder')}
          maxLength={PLAYER_WITHDRAWAL_LIMITS.reasonMax}
          showCount
          autoSize={{ minRows: 3, maxRows: 5 }}
          value={reason}
          onChange={setReason}
        />
      }
      actions={[
        [
          { key: 'cancel', text: common('common.cancel') },
          { key: 'confirm', text: t('requests.reject'), bold: true, danger: true },
        ],
      ]}
      onAction={(action) => {
        if (action.key === 'cancel') return onClose();
        const trimmed = reason.trim();
        if (!trimmed) return toast(t('requests.reasonRequired'));
        onSubmit(trimmed);
      }}
    />
  );
}
