import type { OrderResult } from '@dzzs/shared';
import {
  GAME,
  NUMBER_RULES,
  type BetContent as Bet,
  type NumberContent,
  type NumberLineContent,
  type SportsContent,
} from '@dzzs/shared/engine';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n.ts';
import { lotteryLabel } from '../../../shared/i18n/lottery-label.ts';
import { isSportsBet } from './format.ts';

// The bet as the shop reads it off the screen to buy the ticket: a match table for sports games, ball rows for
// number games, with the published result beside it (winning selections and hit numbers in red).

export function BetContent({
  gameId,
  content,
  result,
}: {
  gameId: number;
  content: Bet;
  result: OrderResult | null;
}) {
  return isSportsBet(gameId, content) ? (
    <SportsTable gameId={gameId} content={content} result={result} />
  ) : (
    <NumberLines gameId={gameId} lines={content} result={result} />
  );
}

function SportsTable({
  gameId,
  content,
  result,
}: {
  gameId: number;
  content: SportsContent;
  result: OrderResult | null;
}) {
  const { t } = useTranslation(ORDERS_NS);
  const basketball = gameId === GAME.jclq;
  const won = new Set((result?.winning ?? []).map((w) => `${w.matchId}|${w.res}`));
  const passes = content.remarks.reachType;
  return (
    <div>
      <table className="orders-bet-table">
        <thead>
          <tr>
            <th>{t('detail.match')}</th>
            <th>{basketball ? t('detail.teamsAway') : t('detail.teams')}</th>
            <th>{t('detail.selections')}</th>
            <th>{t('detail.result')}</th>
          </tr>
        </thead>
        <tbody>
          {content.Content.map((m) => {
            const score = result?.matches[m.matchId];
            const goal = Number(m.goal ?? 0);
            const [first, second] = basketball
              ? [m.awayTeamAbbName, m.homeTeamAbbName]
              : [m.homeTeamAbbName, m.awayTeamAbbName];
            return (
              <tr key={m.matchId}>
                <td>{m.matchNumStr ? lotteryLabel({ match: m.matchNumStr }) : m.matchId}</td>
                <td>
                  <div>{first}</div>
                  {goal ? (
                    <div className={goal > 0 ? 'orders-goal-plus' : 'orders-goal-minus'}>
                      {goal > 0 ? `+${goal}` : goal}
                    </div>
                  ) : null}
                  <div>{second}</div>
                </td>
                <td>
                  {m.data.map((s) => (
                    <div
                      key={s.res}
                      className={won.has(`${m.matchId}|${s.res}`) ? 'orders-bet-win' : undefined}
                    >
                      {lotteryLabel({ selection: s.res, game: gameId })}
                      {s.rate ? `(${s.rate})` : ''}
                    </div>
                  ))}
                </td>
                <td>
                  {score
                    ? score.cancelled
                      ? t('detail.matchCancelled')
                      : `${score.full ?? ''}${score.half ? ` (${score.half})` : ''}`
                    : '-'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {passes.length ? (
        <div className="orders-bet-passes">
          {t('detail.passTypes', {
            passes: passes.map((p) => lotteryLabel({ pass: p })).join(t('detail.passSeparator')),
          })}
        </div>
      ) : null}
    </div>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The red zone by position: straight digit games carry a list of digits per position, other games one ball each. */
const positionsOf = (red: NumberLineContent['data']['list']['red']) =>
  red.map((x) => (Array.isArray(x) ? x : [x]));

function NumberLines({
  gameId,
  lines,
  result,
}: {
  gameId: number;
  lines: NumberContent;
  result: OrderResult | null;
}) {
  const { t } = useTranslation(ORDERS_NS);
  const draw = result?.draw ?? null;
  const digitGame = NUMBER_RULES[gameId]?.kind === 'digits';
  const drawnRed = new Set(draw?.red ?? []);
  const drawnBlue = new Set(draw?.blue ?? []);
  return (
    <div>
      {lines.map((line, i) => {
        const positions = positionsOf(line.data.list.red);
        const blue = line.data.list.blue;
        return (
          <div className="orders-bet-line" key={i}>
            <div className="orders-bet-line-head">
              <span>{t('detail.line', { n: i + 1 })}</span>
              <span>{line.play ? lotteryLabel({ play: line.play }) : t('detail.single')}</span>
              <span>{t('detail.notes', { count: line.note, multiple: line.beilv })}</span>
              {line.switch === 1 ? <span className="orders-tag">{t('detail.additional')}</span> : null}
            </div>
            <div className="orders-balls">
              {digitGame
                ? positions.map((digits, p) => (
                    <span key={p} className="orders-ball-group">
                      {digits.map((d) => (
                        <span
                          key={d}
                          className={`orders-ball orders-ball-red ${draw && draw.digits[p] === d ? 'orders-ball-hit' : ''}`}
                        >
                          {d}
                        </span>
                      ))}
                    </span>
                  ))
                : positions.flat().map((n) => (
                    <span
                      key={`r${n}`}
                      className={`orders-ball orders-ball-red ${drawnRed.has(n) ? 'orders-ball-hit' : ''}`}
                    >
                      {pad(n)}
                    </span>
                  ))}
              {blue.map((n, j) => (
                <span
                  key={`b${j}`}
                  className={`orders-ball orders-ball-blue ${digitGame ? (draw && draw.digits[positions.length] === n ? 'orders-ball-hit' : '') : drawnBlue.has(n) ? 'orders-ball-hit' : ''}`}
                >
                  {digitGame ? n : pad(n)}
                </span>
              ))}
            </div>
          </div>
        );
      })}
      {draw ? (
        <div className="orders-bet-draw">
          {t('detail.drawn')} {t('detail.issueLabel', { issue: draw.issue })}{' '}
          {draw.digits.length
            ? draw.digits.join(' ')
            : `${draw.red.map(pad).join(' ')}${draw.blue.length ? ` + ${draw.blue.map(pad).join(' ')}` : ''}`}
        </div>
      ) : null}
    </div>
  );
}
