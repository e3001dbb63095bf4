import { WATERFALL_FIGURES, STATISTICS_BLOCKS, type Waterfall as WaterfallAnswer } from '@dzzs/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STATISTICS_NS } from '../i18n.ts';
import { yuanText } from './format.ts';
import { dayText } from './range.ts';
import { sharedLabel } from './shared-label.ts';

type Figure = WaterfallAnswer['figures'][number];
type Key = keyof typeof WATERFALL_FIGURES;

const SIGN = { 1: '+', [-1]: '−', 0: '=' } as const;

function Change({ figure }: { figure: Figure }) {
  const { t } = useTranslation(STATISTICS_NS);
  if (figure.change === null) return <span className="statistics-change">{t('waterfall.noPrevious')}</span>;
  const up = figure.change >= 0;
  return (
    <span
      className={`statistics-change ${up ? 'statistics-up' : 'statistics-down'}`}
      title={t('waterfall.vsPrevious', { money: figure.previous })}
    >
      {`${up ? '↑' : '↓'} ${Math.abs(figure.change)}%`}
    </span>
  );
}

/**
 * 出票 − 撤单退款 − 派奖 = 毛利, − 服务费 ± 合作结算 = 净额 over the range, each with its change against the
 * previous period of the same length. Tapping a figure shows what it counts. Only figures the server answered are
 * shown: none is made up as 0.
 */
export function Waterfall({ answer, footer }: { answer: WaterfallAnswer; footer?: ReactNode }) {
  const { t } = useTranslation(STATISTICS_NS);
  const [open, setOpen] = useState<string | null>(null);
  const figures = answer.figures.filter((f): f is Figure & { key: Key } => f.key in WATERFALL_FIGURES);
  if (!figures.length) return null;
  return (
    <section className="statistics-block" data-testid="waterfall">
      <h3 className="statistics-block-title">{sharedLabel(STATISTICS_BLOCKS.waterfall)}</h3>
      <div className="statistics-muted">
        {t('waterfall.previous', { start: dayText(answer.previousStart), end: dayText(answer.previousEnd) })}
      </div>
      {figures.map((figure) => {
        const rule = WATERFALL_FIGURES[figure.key];
        return (
          <div
            key={figure.key}
            className={`statistics-step ${rule.sign === 0 ? 'statistics-step-total' : ''}`}
          >
            <button
              type="button"
              className="statistics-step-row"
              aria-expanded={open === figure.key}
              data-testid={`waterfall-${figure.key}`}
              onClick={() => setOpen(open === figure.key ? null : figure.key)}
            >
              <span className="statistics-step-sign">{SIGN[rule.sign]}</span>
              <span className="statistics-step-label">{sharedLabel(rule)}</span>
              <span className="statistics-step-money">{yuanText(figure.money)}</span>
              <Change figure={figure} />
            </button>
            {open === figure.key ? (
              <div className="statistics-step-def" data-testid="waterfall-definition">
                {sharedLabel({ zh: rule.defZh, en: rule.defEn })}
              </div>
            ) : null}
          </div>
        );
      })}
      {footer}
    </section>
  );
}
