import { Fragment, useMemo, useState } from 'react';
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
  offersDantuo,
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

/** One grid of balls; `other` are the balls the grid's twin holds (胆 beside 拖), shown faded. */
function BallGrid({
  grid,
  testId,
  title,
  hint,
  picked,
  other = [],
  blue,
  onToggle,
  onRandom,
}: {
  grid: Grid;
  testId: string;
  title: string;
  hint: string;
  picked: number[];
  other?: number[];
  blue: boolean;
  onToggle: (n: number) => void;
  onRandom?: () => void;
}) {
  const { t } = useTranslation(BETTING_NS);
  const numbers = Array.from({ length: grid.max - grid.min + 1 }, (_, i) => grid.min + i);
  const ballClass = (n: number) =>
    picked.includes(n) ? (blue ? ' ball-blue' : ' ball-red') : other.includes(n) ? ' ball-other' : '';
  return (
    <section className="picker-grid" data-testid={`grid-${testId}`}>
      <header>
        <strong>{title}</strong>
        <span className="muted">{hint}</span>
        {onRandom && (
          <button type="button" className="picker-random" onClick={onRandom} data-testid={`random-${testId}`}>
            {t('random')}
          </button>
        )}
      </header>
      <div className="picker-balls">
        {numbers.map((n) => (
          <button
            key={n}
            type="button"
            className={`ball${ballClass(n)}`}
            onClick={() => onToggle(n)}
            data-testid={`ball-${testId}-${n}`}
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
  const dantuo = selection.dan !== undefined;
  // A ball is 胆 or 拖, never both: taking it into one list drops it from the other.
  const toggle = (gridIndex: number, n: number, asDan: boolean) =>
    setSelection((s) => {
      const grid = grids[gridIndex];
      const picks = s.picks[gridIndex] ?? [];
      const dan = s.dan?.[gridIndex] ?? [];
      const [own, twin] = asDan ? [dan, picks] : [picks, dan];
      let nextOwn: number[];
      if (own.includes(n)) nextOwn = own.filter((x) => x !== n);
      else if (!grid || picks.length + dan.length - (twin.includes(n) ? 1 : 0) >= grid.most) return s;
      else if (asDan && own.length >= grid.maxDan) {
        toast(t('danAtMost', { n: grid.maxDan }));
        return s;
      } else nextOwn = [...own, n];
      const nextTwin = twin.filter((x) => x !== n);
      const set = (lists: number[][], value: number[]) => lists.map((l, i) => (i === gridIndex ? value : l));
      return {
        ...s,
        picks: set(s.picks, asDan ? nextTwin : nextOwn),
        ...(s.dan ? { dan: set(s.dan, asDan ? nextOwn : nextTwin) } : {}),
      };
    });
  const gridTitle = (grid: Grid) => t(`grid.${grid.label}`, { n: grid.position });
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
          <Button size="small" onClick={() => setSelection(emptySelection(code, selection.play, dantuo))}>
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
              setSelection(emptySelection(code, selection.play, dantuo));
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
          onChange={(play) => setSelection(emptySelection(code, play as Play, dantuo))}
          className="picker-plays"
        >
          {plays.map((play) => (
            <Tabs.Tab key={play} title={t(`play.${play}` as 'play.multiple')} />
          ))}
        </Tabs>
      )}
      {offersDantuo(code, selection.play) && (
        <div className="picker-modes" role="group">
          {([false, true] as const).map((on) => (
            <button
              key={String(on)}
              type="button"
              className={on === dantuo ? 'active' : ''}
              onClick={() => on !== dantuo && setSelection(emptySelection(code, selection.play, on))}
              data-testid={on ? 'mode-dantuo' : 'mode-normal'}
            >
              {t(on ? 'mode.dantuo' : 'mode.normal')}
            </button>
          ))}
        </div>
      )}
      {grids.map((grid, i) => {
        const picks = selection.picks[i] ?? [];
        const dan = selection.dan?.[i];
        const key = `${selection.play}-${String(dantuo)}-${i}`;
        const random = () =>
          setSelection((s) => ({
            ...s,
            picks: s.picks.map((p, j) => (j === i ? randomGrid(grid, Math.random, dan) : p)),
          }));
        if (!dan || grid.maxDan === 0)
          return (
            <BallGrid
              key={key}
              grid={grid}
              testId={String(i)}
              title={gridTitle(grid)}
              hint={t('need', { n: grid.need })}
              picked={picks}
              blue={blueGrid(i)}
              onToggle={(n) => toggle(i, n, false)}
              onRandom={random}
            />
          );
        return (
          <Fragment key={key}>
            <BallGrid
              grid={grid}
              testId={`dan-${i}`}
              title={t('dan', { zone: gridTitle(grid) })}
              hint={t('danHint', { n: grid.maxDan })}
              picked={dan}
              other={picks}
              blue={blueGrid(i)}
              onToggle={(n) => toggle(i, n, true)}
            />
            <BallGrid
              grid={grid}
              testId={String(i)}
              title={t('tuo', { zone: gridTitle(grid) })}
              hint={t('tuoHint', { n: grid.need })}
              picked={picks}
              other={dan}
              blue={blueGrid(i)}
              onToggle={(n) => toggle(i, n, false)}
              onRandom={random}
            />
          </Fragment>
        );
      })}
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
