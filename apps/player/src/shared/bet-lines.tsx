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
        const data = (line as { data?: { list?: { red?: unknown; blue?: unknown } } }).data?.list;
        const blue = numbers(data?.blue);
        return (
          <div key={i}>
            {(line as { play?: string }).play ? `${(line as { play?: string }).play} ` : ''}
            <span className="bet-red">{numbers(data?.red)}</span>
            {blue && <span className="bet-blue"> + {blue}</span>}
            {` ×${(line as { beilv?: number }).beilv ?? 1}`}
          </div>
        );
      })}
    </div>
  );
}
