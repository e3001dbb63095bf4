import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import './page.css';

/** A page: its title bar (back to where the player came from, or `back`), its body, an optional footer. */
export function Page({
  title,
  back,
  right,
  footer,
  children,
}: {
  title: ReactNode;
  /** Where the back arrow leads; none on tab pages. */
  back?: string | true;
  right?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <div className="page">
      {/* Our own bar rather than antd-mobile's NavBar: its locale provider would weigh on the first route. */}
      <header className="page-bar">
        <span className="page-bar-side">
          {back && (
            <button
              type="button"
              className="page-back"
              aria-label="back"
              onClick={() => void (typeof back === 'string' ? navigate(back) : navigate(-1))}
              data-testid="back"
            >
              ‹
            </button>
          )}
        </span>
        <h1 className="page-title">{title}</h1>
        <span className="page-bar-side page-bar-right">{right}</span>
      </header>
      <div className="page-body">{children}</div>
      {footer && <div className="page-footer">{footer}</div>}
    </div>
  );
}
