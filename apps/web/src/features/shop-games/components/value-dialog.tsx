import { Dialog, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@dzzs/web-shared/money/money-input.tsx';
import { SHOP_GAMES_NS } from '../i18n.ts';

/**
 * A number typed for one setting (提前截止时间 in whole minutes, 最小投注金额 in the app's money field), with the range
 * the platform allows.
 */
export function ValueDialog({
  title,
  hint,
  initial,
  decimal,
  onSave,
  onClose,
}: {
  title: string;
  hint: string;
  initial: string;
  decimal: boolean;
  onSave: (value: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation(SHOP_GAMES_NS);
  const [value, setValue] = useState(initial);
  return (
    <Dialog
      visible
      title={title}
      onClose={onClose}
      content={
        <div className="shop-games-dialog">
          {decimal ? (
            <MoneyInput value={value} onChange={setValue} clearable autoFocus testId="shop-games-value" />
          ) : (
            <Input
              value={value}
              onChange={setValue}
              inputMode="numeric"
              clearable
              autoFocus
              data-testid="shop-games-value"
            />
          )}
          <div className="shop-games-hint">{hint}</div>
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: t('sheet.cancel'), onClick: onClose },
          {
            key: 'save',
            text: t('sheet.save'),
            bold: true,
            onClick: async () => {
              if (await onSave(value.trim())) onClose();
            },
          },
        ],
      ]}
    />
  );
}
