import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import './sheet-buttons.css';

/** The foot of a sheet or dialog: 取消, and its action. */
export function SheetButtons({
  onCancel,
  confirmText,
  onConfirm,
  loading = false,
  testId,
}: {
  onCancel: () => void;
  confirmText: string;
  onConfirm: () => void;
  loading?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="sheet-buttons">
      <Button block onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button block color="warning" loading={loading} onClick={onConfirm} data-testid={testId}>
        {confirmText}
      </Button>
    </div>
  );
}
