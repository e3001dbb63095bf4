import './bet-lines.css';

const numbers = (list: unknown): string =>
  Array.isArray(list)
    ? list.map((v) => (Array.isArray(v) ? v.join('') : String(v).padStart(2, '0'))).join(' ')
    : '';

/** Number-game lines as balls with their play and multiple; a sports bet as nothing yet (its pickers are to come). */
export function BetLines({ content }: { content: unknown }) {
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
