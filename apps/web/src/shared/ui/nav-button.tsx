import type { ReactNode } from 'react';
import './nav-button.css';

/** A button at the right of the nav bar: words (历史记录), or an icon named by `label`. */
export function NavButton({
  label,
  onClick,
  children,
  testId,
}: {
  label: string;
  onClick: () => void;
  /** An icon (or a badge around one) instead of the label. */
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="button"
      className="nav-button"
      aria-label={children ? label : undefined}
      onClick={onClick}
      data-testid={testId}
    >
      {children ?? label}
    </button>
  );
}
