import '../cooperation-sheets.css';
import type { Envelope } from '@dzzs/shared';
import { Button, Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import { runAction } from '../../../shared/http/run-action.ts';
import { MoneyInput } from '@dzzs/web-shared/money/money-input.tsx';

/**
 * The bottom sheet of a money action on 店铺详细 (提现, 充值, 加款/扣款): a title, the form, one button. The form is
 * dropped on close, so each opening starts empty.
 */
export function MoneySheet({
  visible,
  title,
  onClose,
  children,
}: {
  visible: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Popup visible={visible} onMaskClick={onClose} destroyOnClose bodyClassName="cooperation-sheet">
      <div className="cooperation-sheet-title">{title}</div>
      {children}
    </Popup>
  );
}

export function AmountInput({
  value,
  onChange,
  placeholder,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  testId: string;
}) {
  return (
    <div className="cooperation-amount">
      <span className="cooperation-amount-sign">¥</span>
      <MoneyInput value={value} onChange={onChange} placeholder={placeholder} clearable testId={testId} />
    </div>
  );
}

export function SheetSubmit({
  text,
  loading,
  onClick,
  testId,
}: {
  text: string;
  loading: boolean;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Button block color="warning" loading={loading} onClick={onClick} data-testid={testId}>
      {text}
    </Button>
  );
}

/** Runs a sheet's call through runAction and closes the sheet once it succeeded. */
export function submitThenClose<T>(call: Promise<Envelope<T>>, onClose: () => void) {
  void runAction(call).then((answer) => answer && onClose());
}
