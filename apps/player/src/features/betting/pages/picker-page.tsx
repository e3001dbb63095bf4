import { useMemo, useState } from 'react';
import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { fenToYuan } from '@dzzs/shared';
import { gameByCode } from '@dzzs/shared/engine';
import { currentLanguage } from '@dzzs/web-shared/i18n/index.ts';
import { Page } from '../../../shared/page.tsx';
import { PAGE } from '../../../shared/paths.ts';
import { toast } from '../../../shared/toast.ts';
import { countdown, useNow } from '../../../shared/use-now.ts';
import { useGames } from '../api.ts';
import { BETTING_NS } from '../i18n.ts';
import {
  emptySelection,
  figuresOf,
  gridsOf,
  playsOf,
  randomGrid,
  randomSelection,
  type Grid,
  type Play,
  type Selection,
} from '../picker-model.ts';
import { addLines } from '../slip-store.ts';
import './betting.css';

const pad = (n: number, max: number) => (max >= 10 ? String(n).padStart(2, '0') : String(n));

function BallGrid({
  grid,
  index,
  picked,
  blue,
  onToggle,
  onRandom,
}: {
  grid: Grid;
  index: number;
  picked: number[];
  blue: boolean;
  onToggle: (n: number) => void;
  onRandom: () => void;
}) {
  const { t } = useTranslation(BETTING_NS);
  const numbers = Array.from({ length: grid.max - grid.min + 1 }, (_, i) => grid.min + i);
  return (
    <section className="picker-grid" data-testid={`grid-${index}`}>
      <header>
        <strong>{t(`grid.${grid.label}`, { n: grid.position })}</strong>
        <span className="muted">{t('need', { n: grid.need })}</span>
        <button type="button" className="picker-random" onClick={onRandom} data-testid={`random-${index}`}>
          {t('random')}
        </button>
      </header>
      <div className="picker-balls">
        {numbers.map((n) => (
          <button
            key={n}
            type="button"
            className={`ball${picked.includes(n) ? (blue ? ' ball-blue' : ' ball-red') : ''}`}
            onClick={() => onToggle(n)}
            data-testid={`ball-${index}-${n}`}
          >
            {pad(n, grid.max)}
          </button>
        ))}
      </div>
    </section>
  );
}

/** A number game's picker, afresh for each game (the route's page stays mounted from one game to the next). */
export default function PickerPage() {
  const code = Number(useParams().code);
  return <Picker key={code} code={code} />;
}

/** One ball grid per zone (or position), 机选 per grid and for whole bets. */
function Picker({ code }: { code: number }) {
  const { t } = useTranslation(BETTING_NS);
  const navigate = useNavigate();
  const game = gameByCode(code);
  const plays = playsOf(code);
  const [selection, setSelection] = useState<Selection>(() => emptySelection(code));
  const grids = useMemo(() => gridsOf(code, selection.play), [code, selection.play]);
  const figures = figuresOf(code, selection);
  const now = useNow();
  const onSale = useGames().data?.find((g) => g.game_id === code)?.issue;
  const slipPath = `${PAGE.slip}?game=${code}`;

  if (!game || plays.length === 0)
    return (
      <Page title="—" back={PAGE.home}>
        {null}
      </Page>
    );
  const name = currentLanguage() === 'en' ? game.nameEn : game.nameZh;
  const toggle = (gridIndex: number, n: number) =>
    setSelection((s) => {
      const grid = grids[gridIndex];
      const picks = s.picks.map((p, i) => {
        if (i !== gridIndex) return p;
        if (p.includes(n)) return p.filter((x) => x !== n);
        return grid && p.length >= grid.most ? p : [...p, n];
      });
      return { ...s, picks };
    });
  const addRandom = (count: number) => {
    addLines(
      code,
      Array.from({ length: count }, () => randomSelection(code, selection.play)),
    );
    void navigate(slipPath);
  };
  const blueGrid = (i: number) => grids.length === 2 && i === 1 && grids[1]?.label !== 'position';
  return (
    <Page
      title={name}
      back={PAGE.home}
      footer={
        <div className="picker-footer">
          <Button size="small" onClick={() => setSelection(emptySelection(code, selection.play))}>
            {t('clear')}
          </Button>
          <span className="picker-figures" data-testid="figures">
            {t('figures', { notes: figures.notes, multiple: 1, yuan: fenToYuan(figures.amountFen) })}
          </span>
          <Button
            size="small"
            color="primary"
            data-testid="add-to-slip"
            onClick={() => {
              if (!figures.notes) return toast(t('incomplete'));
              addLines(code, [selection]);
              setSelection(emptySelection(code, selection.play));
              void navigate(slipPath);
            }}
          >
            {t('addToSlip')}
          </Button>
        </div>
      }
    >
      {onSale && (
        <div className="picker-issue muted">
          {t('issue', { issue: onSale.issue })} ·{' '}
          {onSale.deadline > now
            ? t('closesIn', { time: countdown(onSale.deadline - now, (n) => t('days', { n })) })
            : t('closed')}
        </div>
      )}
      {plays.length > 1 && (
        <Tabs
          activeKey={selection.play}
          onChange={(play) => setSelection(emptySelection(code, play as Play))}
          className="picker-plays"
        >
          {plays.map((play) => (
            <Tabs.Tab key={play} title={t(`play.${play}` as 'play.multiple')} />
          ))}
        </Tabs>
      )}
      {grids.map((grid, i) => (
        <BallGrid
          key={`${selection.play}-${i}`}
          grid={grid}
          index={i}
          picked={selection.picks[i] ?? []}
          blue={blueGrid(i)}
          onToggle={(n) => toggle(i, n)}
          onRandom={() =>
            setSelection((s) => ({ ...s, picks: s.picks.map((p, j) => (j === i ? randomGrid(grid) : p)) }))
          }
        />
      ))}
      <div className="picker-randoms">
        {[1, 5].map((n) => (
          <Button
            key={n}
            size="small"
            fill="outline"
            color="primary"
            onClick={() => addRandom(n)}
            data-testid={`random-bets-${n}`}
          >
            {t('randomN', { n })}
          </Button>
        ))}
      </div>
    </Page>
  );
}
