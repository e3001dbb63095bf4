import { yuanText } from './format.ts';
import type { ReactNode } from 'react';

/** One figure of the earlier app's cards: its label and amount; a card that leads somewhere is a button. */
export function FigureCard({
  label,
  yuan,
  note,
  testId,
  onOpen,
  link,
}: {
  label: ReactNode;
  yuan: string;
  /** A line under the figure (how many orders). */
  note?: string;
  testId: string;
  onOpen?: () => void;
  /** The words of the link under the figure (出票详情 …). */
  link?: string;
}) {
  const body = (
    <>
      <span className="statistics-card-label">{label}</span>
      <span className="statistics-card-figure">{yuanText(yuan)}</span>
      {note ? <span className="statistics-muted">{note}</span> : null}
      {link ? <span className="statistics-link">{link} ›</span> : null}
    </>
  );
  return onOpen ? (
    <button type="button" className="statistics-card" data-testid={testId} onClick={onOpen}>
      {body}
    </button>
  ) : (
    <div className="statistics-card" data-testid={testId}>
      {body}
    </div>
  );
}
