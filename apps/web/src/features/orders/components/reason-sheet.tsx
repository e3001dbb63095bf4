import { Popup, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetButtons } from '../../../shared/ui/sheet-buttons.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { ORDERS_NS } from '../i18n.ts';

/** The reason sheet of 拒单 / 撤单: preset reasons (订单较多 pre-selected) or the shop's own words. */
export function ReasonSheet({
  action,
  visible,
  onClose,
  onSubmit,
}: {
  action: string;
  visible: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) {
  const { t } = useTranslation(ORDERS_NS);
  const presets = t('actions.presets', { returnObjects: true }) as string[];
  const [chosen, setChosen] = useState<string | null>(presets[2] ?? null);
  const [custom, setCustom] = useState('');
  const submit = () => {
    const reason = custom.trim() || chosen;
    if (!reason) return toast(t('actions.reasonRequired', { action }));
    onSubmit(reason);
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="orders-reason-sheet">
      <div className="orders-reason-title">{t('actions.reasonTitle', { action })}</div>
      <div className="orders-reason-hint">{t('actions.reasonHint', { action })}</div>
      <div className="orders-reason-presets">
        {presets.map((p) => (
          <button
            type="button"
            key={p}
            className={`orders-reason-preset ${chosen === p && !custom.trim() ? 'orders-reason-preset-on' : ''}`}
            onClick={() => {
              setChosen(p);
              setCustom('');
            }}
          >
            {p}
          </button>
        ))}
      </div>
      <TextArea
        className="orders-reason-custom"
        placeholder={t('actions.reasonCustom')}
        maxLength={50}
        showCount
        value={custom}
        onChange={setCustom}
      />
      <SheetButtons onCancel={onClose} confirmText={action} onConfirm={submit} testId="reason-submit" />
    </Popup>
  );
}
