import type { ReactNode } from 'react';
import { Popup } from 'antd-mobile';

/** The bottom sheet the settings page edits a value in: a title, a hint, then the form. */
export function MineSheet({
  visible,
  onClose,
  title,
  hint,
  children,
}: {
  visible: boolean;
  onClose: () => void;
  title: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="mine-sheet"
      destroyOnClose
    >
      <div className="mine-sheet-title">{title}</div>
      {hint ? <div className="mine-sheet-hint">{hint}</div> : null}
      {children}
    </Popup>
  );
}
