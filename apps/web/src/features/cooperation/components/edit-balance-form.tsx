import { COOPERATION_LIMITS, fenToYuan } from '@dzzs/shared';
import { TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyOrSay } from '@dzzs/web-shared/money/money-input.tsx';
import { Segmented } from '../../../shared/ui/form-row.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useEditBalance } from '../api/cooperation.ts';
import { COOPERATION_NS } from '../i18n.ts';
import { AmountInput, SheetSubmit, submitThenClose } from './money-sheet.tsx';

interface EditBalanceProps {
  /** The branch whose balance the main store changes. */
  shopId: number;
  onClose: () => void;
}

const MAX_YUAN = fenToYuan(COOPERATION_LIMITS.editMaxFen).replace(/\.00$/, '');

/** 加款 / 扣款: the main store adds to or takes from a branch's cooperation balance, at most 5万 a time, with a note. */
export function EditBalanceForm({ shopId, onClose }: EditBalanceProps) {
  const { t } = useTranslation(COOPERATION_NS);
  const edit = useEditBalance();
  const [kind, setKind] = useState<'add' | 'del'>('add');
  const [value, setValue] = useState('');
  const [memo, setMemo] = useState('');
  const submit = () => {
    if (moneyOrSay(value, { maxFen: COOPERATION_LIMITS.editMaxFen }, toast) === null) return;
    submitThenClose(
      edit.mutateAsync({ shopId, add: kind === 'add', value: value.trim(), memo: memo.trim() }),
      onClose,
    );
  };
  return (
    <>
      <Segmented
        value={kind}
        onChange={setKind}
        options={[
          { value: 'add', label: t('money.add') },
          { value: 'del', label: t('money.del') },
        ]}
      />
      <AmountInput
        value={value}
        onChange={setValue}
        placeholder={t('money.editPlaceholder', { max: MAX_YUAN })}
        testId="edit-balance-money"
      />
      <TextArea
        className="cooperation-memo"
        placeholder={t('money.memoPlaceholder', { max: COOPERATION_LIMITS.memoMax })}
        maxLength={COOPERATION_LIMITS.memoMax}
        showCount
        value={memo}
        onChange={setMemo}
      />
      <SheetSubmit
        text={t(`money.${kind}`)}
        loading={edit.isPending}
        onClick={submit}
        testId="edit-balance-submit"
      />
    </>
  );
}
