import type { ReactNode } from 'react';
import './tip-box.css';

/** A page's note above what it lists (收款管理's channels, a clerk's games): amber on pale yellow. */
export function TipBox({ children }: { children: ReactNode }) {
  return <div className="tip-box">{children}</div>;
}
