import { useEffect, useMemo, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { fenToYuan, type MatchOnSale } from '@dzzs/shared';
import { gameByCode, GAME, labelMeaning, type SportsPlay } from '@dzzs/shared/engine';
import { currentLanguage } from '@dzzs/web-shared/i18n/index.ts';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { describeFailure } from '../../../shared/http.ts';
import { Page } from '../../../shared/page.tsx';
import { PAGE } from '../../../shared/paths.ts';
import { toast } from '../../../shared/toast.ts';
import { SPORTS_NS } from './i18n.ts';
import { useMatches } from './sports-api.ts';
import {
  chosenMatches,
  dayOf,
  isPool,
  matchBounds,
  playsOfMatch,
  sportsFiguresOf,
  type SportsSlip,
} from './sports-model.ts';
import { clearSportsSlip, keepMatches, sportsSlipOf, togglePick, useSportsSlips } from './sports-store.ts';
import './sports.css';

const clock = (unix: number) =>
  new Date(unix * 1000).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', hour12: false });
const monthDay = (unix: number) =>
  new Date(unix * 1000).toLocaleDateString(undefined, { month: '2-digit', day: '2-digit' });

/** The plays shown on a match's card; the others open under 更多. */
const MAIN_PLAYS = 2;

/** What a cell says: the handicap row's tag says the 让, so its cells say 胜/平/负 as the other row does. */
const cellText = (play: SportsPlay, res: string) =>
  play === 'rqspf' || play === 'rfsf' ? res.replace(/^让分?/, '') : res;

function OddsRow({
  code,
  match,
  play,
  picked,
  wide,
}: {
  code: number;
  match: MatchOnSale;
  play: SportsPlay;
  picked: readonly string[];
  wide?: boolean;
}) {
  const { t } = useTranslation(SPORTS_NS);
  const odds = match.odds[play] ?? [];
  const tag =
    play === 'spf'
      ? '0'
      : play === 'rqspf' || play === 'rfsf' || play === 'sfgg'
        ? t('handicap', { n: match.goal ?? 0 })
        : play === 'dxf'
          ? t('total', { n: match.totalLine ?? '' })
          : null;
  return (
    <div className={`odds-row${wide ? ' odds-row-wide' : ''}`}>
      {tag !== null && (
        <span className={`odds-tag${(match.goal ?? 0) < 0 ? ' odds-tag-give' : ''}`}>{tag}</span>
      )}
      <div className="odds-cells">
        {odds.map((o) => (
          <button
            key={o.res}
            type="button"
            className={`odds-cell${picked.includes(o.res) ? ' odds-on' : ''}`}
            onClick={() => {
              if (!togglePick(code, match.matchId, o.res))
                toast(t('tooMany', { max: matchBounds(code).max }));
            }}
            data-testid={`odds-${match.matchId}-${o.res}`}
          >
            <span>{cellText(play, o.res)}</span>
            {o.rate !== null && <small>{o.rate}</small>}
          </button>
        ))}
      </div>
    </div>
  );
}

function MatchCard({ code, match, picked }: { code: number; match: MatchOnSale; picked: readonly string[] }) {
  const { t } = useTranslation(SPORTS_NS);
  const [open, setOpen] = useState(false);
  const plays = playsOfMatch(match);
  const hidden = plays.slice(MAIN_PLAYS);
  const hiddenPicks = picked.filter((res) => {
    const play = labelMeaning(code, res)?.play;
    return play !== undefined && hidden.includes(play);
  }).length;
  return (
    <div className="match-card" data-testid={`match-${match.matchId}`}>
      <div className="match-side">
        <strong>{match.matchNumStr}</strong>
        <span>{match.league}</span>
        <span className="muted">{t('closesAt', { time: clock(match.deadline) })}</span>
      </div>
      <div className="match-main">
        <div className="match-teams">
          <span>{match.home}</span>
          <span className="muted">{t('vs')}</span>
          <span>{match.away}</span>
        </div>
        {plays.slice(0, MAIN_PLAYS).map((play) => (
          <OddsRow key={play} code={code} match={match} play={play} picked={picked} />
        ))}
        {hidden.length > 0 && (
          <button
            type="button"
            className={`match-more${hiddenPicks ? ' odds-on' : ''}`}
            onClick={() => setOpen(!open)}
            data-testid={`more-${match.matchId}`}
          >
            {open ? t('less') : hiddenPicks ? `${t('more')} (${hiddenPicks})` : t('more')}
          </button>
        )}
        {open &&
          hidden.map((play) => (
            <section key={play} className="match-play">
              <div className="muted">{t(`play.${play}`)}</div>
              <OddsRow code={code} match={match} play={play} picked={picked} wide />
            </section>
          ))}
      </div>
    </div>
  );
}

/** 胜负彩 / 任选九: the round's 14 matches, 3 / 1 / 0 on each. */
function PoolRow({ code, match, picked }: { code: number; match: MatchOnSale; picked: readonly string[] }) {
  const play = playsOfMatch(match)[0];
  return (
    <div className="pool-row" data-testid={`match-${match.matchId}`}>
      <span className="pool-num">{match.matchNumStr}</span>
      <span className="pool-teams">
        {match.home}
        <small className="muted"> vs </small>
        {match.away}
      </span>
      {play && <OddsRow code={code} match={match} play={play} picked={picked} />}
    </div>
  );
}

/** The matches on sale grouped by business day (周三…) or round, soonest first, as the calendar lists them. */
function groupsOf(matches: readonly MatchOnSale[]): { key: string; matches: MatchOnSale[] }[] {
  const groups: { key: string; matches: MatchOnSale[] }[] = [];
  for (const match of matches) {
    const key = dayOf(match);
    const group = groups.find((g) => g.key === key);
    if (group) group.matches.push(match);
    else groups.push({ key, matches: [match] });
  }
  return groups;
}

function Footer({
  code,
  name,
  matches,
  slip,
}: {
  code: number;
  name: string;
  matches: readonly MatchOnSale[];
  slip: SportsSlip;
}) {
  const { t } = useTranslation(SPORTS_NS);
  const navigate = useNavigate();
  const count = chosenMatches(matches, slip).length;
  const { min } = matchBounds(code);
  // The pools are priced as soon as they are a bet; 竞彩 waits for the pass type chosen on the 投注单.
  const figures = isPool(code) ? sportsFiguresOf(code, matches, slip) : null;
  return (
    <div className="picker-footer">
      <Button size="small" onClick={() => clearSportsSlip(code)} disabled={!count}>
        {t('clear')}
      </Button>
      <span className="picker-figures" data-testid="figures">
        {figures && figures.notes > 0
          ? t('figures', { notes: figures.notes, multiple: 1, yuan: fenToYuan(figures.amountFen) })
          : count < min && min > 1
            ? t('chosenAtLeast', { count, min })
            : t('chosen', { count })}
      </span>
      <Button
        size="small"
        color="primary"
        data-testid="next"
        onClick={() => {
          if (count < min) return toast(count ? t('needMatches', { game: name, min }) : t('pickFirst'));
          void navigate(`${PAGE.slip}?game=${code}`);
        }}
      >
        {t('next')}
      </Button>
    </div>
  );
}

/** A sports game's picker, afresh for each game (the route's page stays mounted from one game to the next). */
export default function SportsPickerPage() {
  const code = Number(useParams().code);
  return <SportsPicker key={code} code={code} />;
}

function SportsPicker({ code }: { code: number }) {
  const { t } = useTranslation(SPORTS_NS);
  const game = gameByCode(code);
  const matches = useMatches(code);
  const slip = useSportsSlips((slips) => sportsSlipOf(slips, code));
  const list = useMemo(() => matches.data ?? [], [matches.data]);
  useEffect(() => {
    if (matches.data)
      keepMatches(
        code,
        matches.data.map((m) => m.matchId),
      );
  }, [code, matches.data]);
  if (!game || game.group !== 'sports')
    return (
      <Page title="—" back={PAGE.home}>
        {null}
      </Page>
    );
  const name = currentLanguage() === 'en' ? game.nameEn : game.nameZh;
  const pool = isPool(code);
  return (
    <Page
      title={name}
      back={PAGE.home}
      footer={<Footer code={code} name={name} matches={list} slip={slip} />}
    >
      {matches.error ? (
        <StateView
          kind="error"
          title={describeFailure(matches.error)}
          onClick={() => void matches.refetch()}
        />
      ) : matches.data && list.length === 0 ? (
        <StateView title={t('noMatches')} />
      ) : (
        groupsOf(list).map((group) => {
          const first = group.matches[0]!;
          return (
            <section key={group.key} className={pool ? 'pool-grid' : 'match-day'}>
              <header className="match-day-head">
                {first.round && code !== GAME.jczq && code !== GAME.jclq
                  ? `${t('round', { round: first.round })} · ${t('closesAt', { time: `${monthDay(first.deadline)} ${clock(first.deadline)}` })}`
                  : t('dayMatches', {
                      day: group.key,
                      date: monthDay(first.kickoff),
                      count: group.matches.length,
                    })}
              </header>
              {group.matches.map((match) =>
                pool ? (
                  <PoolRow
                    key={match.matchId}
                    code={code}
                    match={match}
                    picked={slip.picks[match.matchId] ?? []}
                  />
                ) : (
                  <MatchCard
                    key={match.matchId}
                    code={code}
                    match={match}
                    picked={slip.picks[match.matchId] ?? []}
                  />
                ),
              )}
            </section>
          );
        })
      )}
    </Page>
  );
}
