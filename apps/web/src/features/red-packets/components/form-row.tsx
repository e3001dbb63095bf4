import { Input, type InputProps } from 'antd-mobile';
import { MoneyInput } from '@dzzs/web-shared/money/money-input.tsx';

/**
 * One row of the send form: its label, the input (the app's money field for an amount), and the unit after it (元,
 * 个, 天) when it has one.
 */
export function FormRow({
  label,
  unit,
  testId,
  money = false,
  ...input
}: {
  label: string;
  unit?: string;
  testId: string;
  money?: boolean;
  value: string;
  onChange: (value: string) => void;
} & Pick<InputProps, 'placeholder' | 'inputMode' | 'maxLength'>) {
  return (
    <label className="red-packets-field">
      <span className="red-packets-label">{label}</span>
      {money ? (
        <MoneyInput
          value={input.value}
          onChange={input.onChange}
          placeholder={input.placeholder}
          testId={testId}
        />
      ) : (
        <Input {...input} data-testid={testId} />
      )}
      {unit ? <span className="red-packets-unit">{unit}</span> : null}
    </label>
  );
}
