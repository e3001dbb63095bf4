import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STATISTICS_NS } from '../i18n.ts';

export interface RankingRow {
  key: string | number;
  name: string;
  /** The figure it is ranked by, as shown (¥ amount …). */
  figure: string;
  /** A second line: order count, median time, commission. */
  note?: string;
}

/** One ranking (top players, staff, agents): rank, name, figure; its export buttons under it. */
export function RankingBlock({
  title,
  rows,
  testId,
  footer,
}: {
  title: ReactNode;
  rows: readonly RankingRow[];
  testId: string;
  footer?: ReactNode;
}) {
  const { t } = useTranslation(STATISTICS_NS);
  return (
    <section className="statistics-block" data-testid={testId}>
      <h3 className="statistics-block-title">{title}</h3>
      {rows.length ? (
        rows.map((row, i) => (
          <div key={row.key} className="statistics-row" data-testid={`${testId}-row`}>
            <span className="statistics-row-rank">{i + 1}</span>
            <span className="statistics-row-main">
              {row.name}
              {row.note ? <div className="statistics-muted">{row.note}</div> : null}
            </span>
            <span className="statistics-money">{row.figure}</span>
          </div>
        ))
      ) : (
        <div className="statistics-muted">{t('rank.empty')}</div>
      )}
      {footer}
    </section>
  );
}
