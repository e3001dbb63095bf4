import './spinner.css';

/**
 * CSS-only spinner. antd-mobile's SpinLoading animates through react-spring, which would put the animation library
 * on the first route just to turn a circle.
 */
export function Spinner({ label }: { label?: string }) {
  return <span className="spinner" role="progressbar" aria-label={label} />;
}
