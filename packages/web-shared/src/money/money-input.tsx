import { Input, type InputProps } from 'antd-mobile';
import { i18n } from '../i18n/index.ts';
import { MONEY_INPUT_NS } from './i18n.ts';
import { checkMoney, moneyText, type MoneyBounds } from './money-text.ts';

/**
 * THE money field of the app: the phone's numeric keypad (decimal), and only digits and one dot with two decimals
 * ever held, whatever is typed or pasted. Every amount a shopkeeper types goes through it.
 */
export function MoneyInput({
  value,
  onChange,
  testId,
  ...rest
}: {
  value: string;
  onChange: (value: string) => void;
  testId?: string;
} & Pick<InputProps, 'placeholder' | 'clearable' | 'autoFocus' | 'className' | 'style' | 'onBlur'>) {
  return (
    <Input
      {...rest}
      inputMode="decimal"
      value={value}
      onChange={(typed) => onChange(moneyText(typed))}
      {...(testId ? { 'data-testid': testId } : {})}
    />
  );
}

/** The amount in fen, or null after the refusal was said in the reader's language through `say` (a toast). */
export function moneyOrSay(text: string, bounds: MoneyBounds, say: (message: string) => void): number | null {
  const checked = checkMoney(text, bounds);
  if ('fen' in checked) return checked.fen;
  const { refusal } = checked;
  say(i18n.t(refusal.key, { ns: MONEY_INPUT_NS, ...('yuan' in refusal ? { yuan: refusal.yuan } : {}) }));
  return null;
}
