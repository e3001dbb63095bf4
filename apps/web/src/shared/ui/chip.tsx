import type { ReactNode } from 'react';
import './chip.css';

/** A choice among a few (a filter's game or state, a quick amount): highlighted when chosen. */
export function Chip({ on, label, onClick }: { on: boolean; label: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className={on ? 'chip chip-on' : 'chip'} onClick={onClick}>
      {label}
    </button>
  );
}
