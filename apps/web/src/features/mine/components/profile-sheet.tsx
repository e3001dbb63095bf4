import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { FormCard } from '../../../shared/ui/form-row.tsx';
import { MineSheet } from './mine-sheet.tsx';

/** What the settings page hands a sheet that edits one stored value. */
export interface EditSheetProps {
  visible: boolean;
  /** The value stored now. */
  current: string;
  onClose: () => void;
}

/** A settings sheet holding one small form: its rows, then the one button that saves them. */
export function ProfileSheet({
  visible,
  onClose,
  title,
  hint,
  submitText,
  loading,
  onSubmit,
  children,
}: {
  visible: boolean;
  onClose: () => void;
  title: string;
  hint?: ReactNode;
  /** No button: the sheet only shows (a verified real name). */
  submitText?: string;
  loading?: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <MineSheet visible={visible} onClose={onClose} title={title} hint={hint}>
      <FormCard
        onSubmit={onSubmit}
        footer={
          submitText ? (
            <Button block type="submit" color="primary" loading={loading} data-testid="profile-submit">
              {submitText}
            </Button>
          ) : undefined
        }
      >
        {children}
      </FormCard>
    </MineSheet>
  );
}
