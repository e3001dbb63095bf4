import type { ReactNode } from 'react';
import { Icon } from './icons.tsx';
import { Spinner } from './spinner.tsx';
import './state-view.css';

interface StateViewProps {
  kind?: 'empty' | 'error';
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  onClick?: () => void;
  testId?: string;
  /** Takes the whole page body, so a tap anywhere below the title bar reaches `onClick`. */
  fill?: boolean;
}

/**
 * Empty / error view. antd-mobile's ErrorBlock inlines large illustrations (~10 KB gzip); this plain one keeps
 * the shell light and reads the same to a shopkeeper.
 */
export function StateView({
  kind = 'empty',
  title,
  description,
  children,
  onClick,
  testId,
  fill = false,
}: StateViewProps) {
  return (
    <div
      className={`page-state page-state-${kind}${fill ? ' page-state-fill' : ''}`}
      data-testid={testId}
      {...(onClick
        ? { role: 'button', tabIndex: 0, onClick, onKeyDown: (e) => e.key === 'Enter' && onClick() }
        : {})}
    >
      <span className="page-state-icon">
        <Icon name={kind === 'error' ? 'alert' : 'empty'} />
      </span>
      <div className="page-state-title">{title}</div>
      {description ? <div className="page-state-description">{description}</div> : null}
      {children}
    </div>
  );
}

/** A page's content while it loads. */
export function LoadingView() {
  return (
    <div className="page-state">
      <Spinner />
    </div>
  );
}
