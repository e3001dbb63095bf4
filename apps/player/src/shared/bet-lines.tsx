import { Fragment } from 'react';
import type { OrderDetail } from '@dzzs/shared';
import type { SportsContent } from '@dzzs/shared/engine';
import './bet-lines.css';

type Draw = OrderDetail['WinConten']['draw'];
type Zones = { red?: unknown; blue?: unknown };
type Zone = keyof Zones;

const pad = (n: number) => String(n).padStart(2, '0');

/** A zone's numbers, those the draw holds marked: a winner sees at a glance what hit. */
function Balls({ list, drawn }: { list: unknown; drawn: readonly number[] }) {
  if (!Array.isArray(list)) return null;
  return list.map((v, i) => (
    <Fragment key={i}>
      {i > 0 && ' '}
      <span className={!Array.isArray(v) && drawn.includes(Number(v)) ? 'bet-hit' : undefined}>
        {Array.isArray(v) ? v.join('') : pad(Number(v))}
      </span>
    </Fragment>
  ));
}

/** A sports bet: each match with what was picked at which odds, then the pass types and the multiple. */
function SportsLines({ content }: { content: SportsContent }) {
  return (
    <div className="bet-lines" data-testid="order-matches">
      {content.Content.map((m, i) => (
        <div key={i}>
          {m.matchNumStr} {m.homeTeamAbbName} VS {m.awayTeamAbbName}:{' '}
          <span className="bet-red">
            {m.data.map((d) => (d.rate ? `${d.res}(${d.rate})` : d.res)).join(' ')}
          </span>
        </div>
      ))}
      <div>
        {content.remarks.reachType.join(' ')} ×{content.remarks.Multiple}
      </div>
    </div>
  );
}

/**
 * Number-game lines as balls with their play and multiple (胆 in brackets before the 拖, as on the slip), and, once
 * the draw is published, its numbers under them with the bet's hits marked; a sports bet as its matches and picks.
 */
export function BetLines({
  content,
  draw,
  drawLabel,
}: {
  content: unknown;
  draw?: Draw;
  /** "本期开奖（第N期）：" in the page's words. */
  drawLabel?: (issue: string) => string;
}) {
  if (content && typeof content === 'object' && !Array.isArray(content))
    return <SportsLines content={content as SportsContent} />;
  if (!Array.isArray(content)) return null;
  const zone = (zones: { list?: Zones; dan?: Zones }, name: Zone) => {
    const drawn = draw?.[name] ?? [];
    const banker = zones.dan?.[name];
    const hasBanker = Array.isArray(banker) && banker.length > 0;
    return (
      <>
        {hasBanker && '('}
        {hasBanker && <Balls list={banker} drawn={drawn} />}
        {hasBanker && ') '}
        <Balls list={zones.list?.[name]} drawn={drawn} />
      </>
    );
  };
  return (
    <div className="bet-lines">
      {content.map((line, i) => {
        const bet = line as { play?: string; beilv?: number; data?: { list?: Zones; dan?: Zones } };
        const zones = bet.data ?? {};
        const blue = zones.list?.blue;
        const hasBlue = Array.isArray(blue) && blue.length > 0;
        return (
          <div key={i}>
            {bet.play ? `${bet.play} ` : ''}
            <span className="bet-red">{zone(zones, 'red')}</span>
            {hasBlue && <span className="bet-blue"> + {zone(zones, 'blue')}</span>}
            {` ×${bet.beilv ?? 1}`}
          </div>
        );
      })}
      {draw && (
        <div className="muted bet-draw" data-testid="order-draw">
          {drawLabel?.(draw.issue)}
          {draw.digits.length ? draw.digits.join(' ') : draw.red.map(pad).join(' ')}
          {draw.blue.length > 0 && ` + ${draw.blue.map(pad).join(' ')}`}
        </div>
      )}
    </div>
  );
}
