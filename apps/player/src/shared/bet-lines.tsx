import type { SportsContent } from '@dzzs/shared/engine';
import './bet-lines.css';

const numbers = (list: unknown): string =>
  Array.isArray(list)
    ? list.map((v) => (Array.isArray(v) ? v.join('') : String(v).padStart(2, '0'))).join(' ')
    : '';

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

/** Number-game lines as balls with their play and multiple; a sports bet as its matches and picks. */
export function BetLines({ content }: { content: unknown }) {
  if (content && typeof content === 'object' && !Array.isArray(content))
    return <SportsLines content={content as SportsContent} />;
  if (!Array.isArray(content)) return null;
  return (
    <div className="bet-lines">
      {content.map((line, i) => {
        type Zones = { red?: unknown; blue?: unknown };
        const { list: data, dan } = (line as { data?: { list?: Zones; dan?: Zones } }).data ?? {};
        // 胆 in brackets before the 拖, as on the slip.
        const zone = (zone: 'red' | 'blue') => {
          const banker = numbers(dan?.[zone]);
          return `${banker ? `(${banker}) ` : ''}${numbers(data?.[zone])}`;
        };
        const blue = zone('blue');
        return (
          <div key={i}>
            {(line as { play?: string }).play ? `${(line as { play?: string }).play} ` : ''}
            <span className="bet-red">{zone('red')}</span>
            {blue && <span className="bet-blue"> + {blue}</span>}
            {` ×${(line as { beilv?: number }).beilv ?? 1}`}
          </div>
        );
      })}
    </div>
  );
}
