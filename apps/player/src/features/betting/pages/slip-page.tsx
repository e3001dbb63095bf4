import { lazy, Suspense, useState } from 'react';
import { Button, List, Switch, SwipeAction } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { fenToYuan, yuanToFen } from '@dzzs/shared';
import { gameByCode, NUMBER_RULES } from '@dzzs/shared/engine';
import { currentLanguage } from '@dzzs/web-shared/i18n/index.ts';
import { Spinner } from '@dzzs/web-shared/ui/spinner.tsx';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { describeFailure } from '../../../shared/http.ts';
import { Page } from '../../../shared/page.tsx';
import { PaySheet } from '../../../shared/pay-sheet.tsx';
import { orderPath, PAGE, pickerPath, type PlanDraft } from '../../../shared/paths.ts';
import { toast } from '../../../shared/toast.ts';
import { useGames, usePlaceOrder } from '../api.ts';
import { MultipleRow } from '../components/multiple-row.tsx';
import { SlipFooter } from '../components/slip-footer.tsx';
import { BETTING_NS } from '../i18n.ts';
import { figuresOf, gridsOf, randomSelection, type Selection } from '../picker-model.ts';
import {
  addLines,
  clearSlip,
  removeLine,
  setAdditional,
  setMultiple,
  slipContent,
  slipFigures,
  slipOf,
  useSlips,
} from '../slip-store.ts';
import './betting.css';

function LineBalls({ code, line }: { code: number; line: Selection }) {
  const grids = gridsOf(code, line.play);
  const blueFrom = grids.length === 2 && grids[1]?.label !== 'position' ? 1 : grids.length;
  // 胆 in brackets before the 拖, as tickets print them.
  const text = (i: number, numbers: number[]) =>
    [...numbers]
      .sort((a, b) => a - b)
      .map((n) => ((grids[i]?.max ?? 0) >= 10 ? String(n).padStart(2, '0') : String(n)))
      .join(' ');
  return (
    <div className="slip-balls">
      {line.picks.map((picks, i) => (
        <span key={i} className={i >= blueFrom ? 'blue' : 'red'}>
          {i > 0 && (i === blueFrom ? ' + ' : ' | ')}
          {line.dan?.[i]?.length ? `(${text(i, line.dan[i])}) ` : ''}
          {text(i, picks)}
        </span>
      ))}
    </div>
  );
}

/** A sports game's 投注单 comes in behind this page: the pay sheet and the controls it shares are loaded by then. */
const SportsSlip = lazy(() => import('../sports/sports-slip-page.tsx'));

export default function SlipPage() {
  const code = Number(useSearchParams()[0].get('game'));
  if (NUMBER_RULES[code] === undefined && gameByCode(code)?.group === 'sports')
    return (
      <Suspense fallback={<Spinner />}>
        <SportsSlip code={code} />
      </Suspense>
    );
  return <NumberSlip code={code} />;
}

function NumberSlip({ code }: { code: number }) {
  const { t } = useTranslation(BETTING_NS);
  const navigate = useNavigate();
  const game = gameByCode(code);
  const slip = useSlips((slips) => slipOf(slips, code));
  const games = useGames();
  const place = usePlaceOrder();
  const [paying, setPaying] = useState(false);
  if (!game)
    return (
      <Page title="—" back={PAGE.home}>
        {null}
      </Page>
    );
  const name = currentLanguage() === 'en' ? game.nameEn : game.nameZh;
  const figures = slipFigures(code, slip);
  const rule = NUMBER_RULES[code];
  const onSale = games.data?.find((g) => g.game_id === code);
  const issue = onSale?.issue?.issue;
  // The shop's least and most per order of the game (彩种管理); the server holds the order to them.
  const bounds = onSale && {
    min: yuanToFen(onSale.min_bet) ?? 0,
    max: yuanToFen(onSale.max_bet) ?? Infinity,
  };
  const outOfBounds =
    bounds && figures.amountFen > 0 && (figures.amountFen < bounds.min || figures.amountFen > bounds.max);

  const submit = () => {
    if (onSale && outOfBounds) return toast(t('slip.bounds', { min: onSale.min_bet, max: onSale.max_bet }));
    setPaying(true);
  };
  const pay = () =>
    place.mutate(
      {
        game_id: code,
        content: slipContent(code, slip),
        amount: fenToYuan(figures.amountFen),
        notes: figures.notes,
        ...(issue ? { issue } : {}),
      },
      {
        onSuccess: (order) => {
          setPaying(false);
          clearSlip(code);
          toast(t('pay.done'));
          void navigate(orderPath(order.order_id), { replace: true });
        },
        onError: (error) => toast(describeFailure(error)),
      },
    );

  return (
    <Page
      title={t('slip.title', { game: name })}
      back={pickerPath(code)}
      footer={
        <SlipFooter empty={!slip.lines.length} onClear={() => clearSlip(code)} onSubmit={submit}>
          {t('figures', {
            notes: figures.notes,
            multiple: slip.multiple,
            yuan: fenToYuan(figures.amountFen),
          })}
        </SlipFooter>
      }
    >
      <div className="slip-actions">
        <Button size="small" onClick={() => void navigate(pickerPath(code))}>
          {t('slip.more')}
        </Button>
        <Button
          size="small"
          onClick={() => addLines(code, [randomSelection(code, slip.lines[0]?.play ?? 'multiple')])}
        >
          {t('slip.random1')}
        </Button>
        <Button
          size="small"
          onClick={() =>
            addLines(
              code,
              Array.from({ length: 5 }, () => randomSelection(code, slip.lines[0]?.play ?? 'multiple')),
            )
          }
        >
          {t('slip.random5')}
        </Button>
        <Button
          size="small"
          disabled={!slip.lines.length}
          data-testid="start-group-buy"
          onClick={() => {
            const draft: PlanDraft = {
              game: code,
              content: slipContent(code, slip),
              amountFen: figures.amountFen,
              notes: figures.notes,
              issue,
            };
            void navigate(PAGE.groupBuyNew, { state: draft });
          }}
        >
          {t('slip.groupBuy')}
        </Button>
      </div>
      {slip.lines.length === 0 ? (
        <StateView title={t('slip.empty')} />
      ) : (
        <List>
          {slip.lines.map((line, i) => (
            <SwipeAction
              key={`${i}-${line.picks.flat().join(',')}-${line.dan?.flat().join(',') ?? ''}`}
              rightActions={[
                {
                  key: 'delete',
                  text: t('slip.remove'),
                  color: 'danger',
                  onClick: () => removeLine(code, i),
                },
              ]}
            >
              <div className="slip-line" data-testid={`slip-line-${i}`}>
                <LineBalls code={code} line={line} />
                <div className="muted">
                  {/* A 复式 line of one bet is a 单式. */}
                  {t(
                    line.play === 'multiple' && figuresOf(code, line).notes === 1
                      ? 'play.single'
                      : (`play.${line.play}` as 'play.multiple'),
                  )}{' '}
                  · {t('slip.notes', { notes: figuresOf(code, line).notes })}
                  <button type="button" className="slip-remove" onClick={() => removeLine(code, i)}>
                    {t('slip.remove')}
                  </button>
                </div>
              </div>
            </SwipeAction>
          ))}
        </List>
      )}
      <div className="slip-options">
        {onSale && (
          <div className={`slip-row${outOfBounds ? ' slip-bounds-out' : ' muted'}`} data-testid="bet-bounds">
            {t('slip.bounds', { min: onSale.min_bet, max: onSale.max_bet })}
          </div>
        )}
        <MultipleRow value={slip.multiple} onChange={(value) => setMultiple(code, value)} />
        {rule?.kind === 'lotto' && rule.additional && (
          <div className="slip-row">
            <span>{t('slip.additional')}</span>
            <Switch checked={slip.additional} onChange={(on) => setAdditional(code, on)} />
          </div>
        )}
      </div>
      <PaySheet
        visible={paying}
        onClose={() => setPaying(false)}
        what={name}
        amountFen={figures.amountFen}
        paying={place.isPending}
        onPay={pay}
      />
    </Page>
  );
}
