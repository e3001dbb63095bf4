import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fenToYuan, type MatchOnSale } from '@dzzs/shared';
import { gameByCode } from '@dzzs/shared/engine';
import { currentLanguage } from '@dzzs/web-shared/i18n/index.ts';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { describeFailure } from '../../../shared/http.ts';
import { Page } from '../../../shared/page.tsx';
import { PaySheet } from '../../../shared/pay-sheet.tsx';
import { orderPath, PAGE, pickerPath } from '../../../shared/paths.ts';
import { toast } from '../../../shared/toast.ts';
import { usePlaceOrder } from '../api.ts';
import { MultipleRow } from '../components/multiple-row.tsx';
import { SlipFooter } from '../components/slip-footer.tsx';
import { BETTING_NS } from '../i18n.ts';
import { SPORTS_NS } from './i18n.ts';
import { useMatches } from './sports-api.ts';
import {
  chosenMatches,
  fitPasses,
  isPool,
  passOptions,
  sportsContentOf,
  sportsFiguresOf,
  type SportsSlip,
} from './sports-model.ts';
import {
  clearSportsSlip,
  removeMatch,
  setPasses,
  setSportsMultiple,
  sportsSlipOf,
  togglePick,
  useSportsSlips,
} from './sports-store.ts';
import '../pages/betting.css';
import './sports.css';

function ChosenMatch({
  code,
  match,
  picked,
}: {
  code: number;
  match: MatchOnSale;
  picked: readonly string[];
}) {
  const { t } = useTranslation(SPORTS_NS);
  const rates = new Map(Object.values(match.odds).flatMap((list) => list.map((o) => [o.res, o.rate])));
  return (
    <div className="chosen-match" data-testid={`chosen-${match.matchId}`}>
      <div className="chosen-head">
        <strong>{match.matchNumStr}</strong>
        <span>
          {match.home} <small className="muted">{t('vs')}</small> {match.away}
        </span>
        <button type="button" className="slip-remove" onClick={() => removeMatch(code, match.matchId)}>
          {t('remove')}
        </button>
      </div>
      <div className="chosen-picks">
        {picked.map((res) => (
          <button
            key={res}
            type="button"
            className="odds-cell odds-on"
            onClick={() => togglePick(code, match.matchId, res)}
          >
            <span>{res}</span>
            {rates.get(res) && <small>{rates.get(res)}</small>}
          </button>
        ))}
      </div>
    </div>
  );
}

/** 过关方式: 单关 and k串1, then M串N, as many legs as the matches and the picked plays allow. */
function PassChooser({
  code,
  matches,
  slip,
}: {
  code: number;
  matches: readonly MatchOnSale[];
  slip: SportsSlip;
}) {
  const { t } = useTranslation(SPORTS_NS);
  const { free, multi } = passOptions(code, matches, slip);
  const chosen = fitPasses(code, matches, slip);
  const toggle = (label: string) => {
    if (!chosen.includes(label)) return setPasses(code, [...chosen, label]);
    if (chosen.length === 1) return toast(t('passFirst'));
    setPasses(
      code,
      chosen.filter((p) => p !== label),
    );
  };
  const chips = (labels: string[]) => (
    <div className="pass-chips">
      {labels.map((label) => (
        <button
          key={label}
          type="button"
          className={`pass-chip${chosen.includes(label) ? ' odds-on' : ''}`}
          onClick={() => toggle(label)}
          data-testid={`pass-${label}`}
        >
          {label === '单关' ? t('single') : label}
        </button>
      ))}
    </div>
  );
  return (
    <div className="slip-options" data-testid="passes">
      <strong>{t('passes')}</strong>
      {free.length > 0 && (
        <>
          <span className="muted">{t('freePass')}</span>
          {chips(free)}
        </>
      )}
      {multi.length > 0 && (
        <>
          <span className="muted">{t('multiPass')}</span>
          {chips(multi)}
        </>
      )}
    </div>
  );
}

/** A sports game's 投注单 (`#/slip?game=`): the matches picked, 过关方式, 倍数, figures and 预计奖金, then the pay sheet. */
export default function SportsSlipPage({ code }: { code: number }) {
  const { t } = useTranslation(SPORTS_NS);
  const { t: tb } = useTranslation(BETTING_NS);
  const navigate = useNavigate();
  const game = gameByCode(code);
  const slip = useSportsSlips((slips) => sportsSlipOf(slips, code));
  const matches = useMatches(code);
  const place = usePlaceOrder();
  const [paying, setPaying] = useState(false);
  if (!game || game.group !== 'sports')
    return (
      <Page title="—" back={PAGE.home}>
        {null}
      </Page>
    );
  const name = currentLanguage() === 'en' ? game.nameEn : game.nameZh;
  const list = matches.data ?? [];
  const chosen = chosenMatches(list, slip);
  const figures = sportsFiguresOf(code, list, slip);
  const yuan = (fen: number) => fenToYuan(fen);

  const submit = () => {
    if (!figures.notes) return toast(chosen.length ? t('passFirst') : t('pickFirst'));
    setPaying(true);
  };
  const pay = () => {
    const content = sportsContentOf(code, list, slip);
    if (!content) return;
    const round = chosen[0]?.round;
    place.mutate(
      {
        game_id: code,
        content,
        amount: fenToYuan(figures.amountFen),
        notes: figures.notes,
        ...(round ? { issue: round } : {}),
      },
      {
        onSuccess: (order) => {
          setPaying(false);
          clearSportsSlip(code);
          toast(tb('pay.done'));
          void navigate(orderPath(order.order_id), { replace: true });
        },
        onError: (error) => {
          setPaying(false);
          toast(describeFailure(error));
          // Odds or lines may have moved since they were read: show the ones on sale now.
          void matches.refetch();
        },
      },
    );
  };

  return (
    <Page
      title={t('slipTitle', { game: name })}
      back={pickerPath(code)}
      footer={
        <SlipFooter empty={!chosen.length} onClear={() => clearSportsSlip(code)} onSubmit={submit}>
          {t('figures', { notes: figures.notes, multiple: slip.multiple, yuan: yuan(figures.amountFen) })}
          {figures.prize && (
            <small className="sports-prize" data-testid="prize">
              {t('prize', { min: yuan(figures.prize.minFen), max: yuan(figures.prize.maxFen) })}
            </small>
          )}
        </SlipFooter>
      }
    >
      <div className="slip-actions">
        <Button size="small" onClick={() => void navigate(pickerPath(code))}>
          {t('addMatches')}
        </Button>
      </div>
      {matches.error ? (
        <StateView
          kind="error"
          title={describeFailure(matches.error)}
          onClick={() => void matches.refetch()}
        />
      ) : chosen.length === 0 ? (
        <StateView title={tb('slip.empty')} />
      ) : (
        chosen.map((match) => (
          <ChosenMatch
            key={match.matchId}
            code={code}
            match={match}
            picked={slip.picks[match.matchId] ?? []}
          />
        ))
      )}
      {!isPool(code) && chosen.length > 0 && <PassChooser code={code} matches={list} slip={slip} />}
      <div className="slip-options">
        <MultipleRow value={slip.multiple} onChange={(value) => setSportsMultiple(code, value)} />
        {!game.fixedOdds && <span className="muted">{t('prizeByDraw')}</span>}
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
