import type { OrderResult } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n.ts';

// The bet as the shop reads it off the screen to buy the ticket: a match table for sports games, ball rows for
// number games, with the published result beside it (winning selections and hit numbers in red).

interface SportsMatch {
  matchId: string | number;
  matchNumStr?: string | number | null;
  homeTeamAbbName?: string | null;
  awayTeamAbbName?: string | null;
  goal?: string | number | null;
  data: { res: string; rate?: string | number | null }[];
}
interface SportsContent {
  Content: SportsMatch[];
  remarks?: { reachType?: string[] | null; Multiple?: string | number };
}
interface NumberLine {
  note?: number | string | null;
  beilv: number | string;
  switch?: number | string | boolean | null;
  play?: string | null;
  data: { list: { red: (number | string | (number | string)[])[]; blue?: (number | string)[] | null } };
}

const isSports = (content: unknown): content is SportsContent =>
  typeof content === 'object' && content !== null && Array.isArray((content as SportsContent).Content);

export function BetContent({
  gameId,
  content,
  result,
}: {
  gameId: number;
  content: unknown;
  result: OrderResult | null;
}) {
  if (isSports(content)) return <SportsTable gameId={gameId} content={content} result={result} />;
  if (Array.isArray(content))
    return <NumberLines gameId={gameId} lines={content as NumberLine[]} result={result} />;
  return null;
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
  const basketball = gameId === 406;
  const won = new Set((result?.winning ?? []).map((w) => `${w.matchId}|${w.res}`));
  const passes = content.remarks?.reachType ?? [];
  return (
    <div className="bet-sports">
      <table className="bet-table">
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
            const score = result?.matches[String(m.matchId)];
            const goal = Number(m.goal ?? 0);
            const [first, second] = basketball
              ? [m.awayTeamAbbName, m.homeTeamAbbName]
              : [m.homeTeamAbbName, m.awayTeamAbbName];
            return (
              <tr key={String(m.matchId)}>
                <td>{m.matchNumStr ?? m.matchId}</td>
                <td>
                  <div>{first}</div>
                  {goal ? (
                    <div className={goal > 0 ? 'goal-plus' : 'goal-minus'}>
                      {goal > 0 ? `+${goal}` : goal}
                    </div>
                  ) : null}
                  <div>{second}</div>
                </td>
                <td>
                  {m.data.map((s) => (
                    <div key={s.res} className={won.has(`${m.matchId}|${s.res}`) ? 'bet-win' : undefined}>
                      {s.res}
                      {s.rate ? `(${s.rate})` : ''}
                    </div>
                  ))}
                </td>
                <td>
                  {score
                    ? score.cancelled
                      ? '取消'
                      : `${score.full ?? ''}${score.half ? ` (${score.half})` : ''}`
                    : '-'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {passes.length ? (
        <div className="bet-passes">
          {t('detail.passTypes')}：{passes.map((p) => (p.startsWith('1') ? '单关' : p)).join('、')}
        </div>
      ) : null}
    </div>
  );
}

const pad = (n: number | string) => String(n).padStart(2, '0');
const flatBalls = (xs: (number | string | (number | string)[])[]) =>
  xs.map((x) => (Array.isArray(x) ? x.map(Number) : [Number(x)]));

function NumberLines({
  gameId,
  lines,
  result,
}: {
  gameId: number;
  lines: NumberLine[];
  result: OrderResult | null;
}) {
  const { t } = useTranslation(ORDERS_NS);
  const draw = result?.draw ?? null;
  const digitGame = [202, 102, 203, 204].includes(gameId);
  const drawnRed = new Set(draw?.red ?? []);
  const drawnBlue = new Set(draw?.blue ?? []);
  return (
    <div className="bet-numbers">
      {lines.map((line, i) => {
        const positions = flatBalls(line.data.list.red);
        const blue = (line.data.list.blue ?? []).map(Number);
        return (
          <div className="bet-line" key={i}>
            <div className="bet-line-head">
              <span>{t('detail.line', { n: i + 1 })}</span>
              <span>{line.play || t('detail.single')}</span>
              <span>{t('detail.notes', { note: line.note ?? 1, multiple: line.beilv })}</span>
              {line.switch === 1 || line.switch === '1' || line.switch === true ? (
                <span className="order-tag">{t('detail.additional')}</span>
              ) : null}
            </div>
            <div className="balls">
              {digitGame
                ? positions.map((digits, p) => (
                    <span key={p} className="ball-group">
                      {digits.map((d) => (
                        <span
                          key={d}
                          className={`ball ball-red ${draw && draw.digits[p] === d ? 'ball-hit' : ''}`}
                        >
                          {d}
                        </span>
                      ))}
                    </span>
                  ))
                : positions.flat().map((n) => (
                    <span key={`r${n}`} className={`ball ball-red ${drawnRed.has(n) ? 'ball-hit' : ''}`}>
                      {pad(n)}
                    </span>
                  ))}
              {blue.map((n, j) => (
                <span
                  key={`b${j}`}
                  className={`ball ball-blue ${digitGame ? (draw && draw.digits[positions.length] === n ? 'ball-hit' : '') : drawnBlue.has(n) ? 'ball-hit' : ''}`}
                >
                  {digitGame ? n : pad(n)}
                </span>
              ))}
            </div>
          </div>
        );
      })}
      {draw ? (
        <div className="bet-draw">
          {t('detail.drawn')} {t('detail.issueLabel', { issue: draw.issue })}{' '}
          {draw.digits.length
            ? draw.digits.join(' ')
            : `${draw.red.map(pad).join(' ')}${draw.blue.length ? ` + ${draw.blue.map(pad).join(' ')}` : ''}`}
        </div>
      ) : null}
    </div>
  );
}
