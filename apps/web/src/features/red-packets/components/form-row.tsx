import { Input, type InputProps } from 'antd-mobile';

/** One row of the send form: its label, the input, and the unit after it (元, 个, 天) when it has one. */
export function FormRow({
  label,
  unit,
  testId,
  ...input
}: {
  label: string;
  unit?: string;
  testId: string;
} & Pick<InputProps, 'value' | 'onChange' | 'placeholder' | 'inputMode' | 'maxLength'>) {
  return (
    <label className="red-packets-field">
      <span className="red-packets-label">{label}</span>
      <Input {...input} data-testid={testId} />
      {unit ? <span className="red-packets-unit">{unit}</span> : null}
    </label>
  );
}
