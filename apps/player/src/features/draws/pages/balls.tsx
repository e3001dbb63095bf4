import type { DrawResult } from '@dzzs/shared';

/** A result's balls in drawing order: red then blue (双色球, 大乐透, 七乐彩), or the digits (福彩3D, 排列, 七星彩). */
export function Balls({ result }: { result: DrawResult }) {
  return (
    <span className="draw-balls" data-testid={`balls-${result.game_id}-${result.issue}`}>
      {result.red.map((n, i) => (
        <span key={`r${i}`} className="draw-ball draw-ball-red">
          {String(n).padStart(2, '0')}
        </span>
      ))}
      {result.blue.map((n, i) => (
        <span key={`b${i}`} className="draw-ball draw-ball-blue">
          {String(n).padStart(2, '0')}
        </span>
      ))}
      {result.digits.map((n, i) => (
        <span key={`d${i}`} className="draw-ball draw-ball-red">
          {n}
        </span>
      ))}
    </span>
  );
}
