import type { ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router';
import { PAGE, TAB_PATHS } from '../paths.ts';
import { usePageTitle } from './page-title.ts';
import './page-layout.css';

interface PageLayoutProps {
  children?: ReactNode;
  /** Tab pages (the default for their paths) and the login page have nowhere to go back to. */
  back?: boolean;
  right?: ReactNode;
  /** Overrides the route table's title. */
  title?: ReactNode;
  className?: string;
  /** The page's own class on the scrolling body, e.g. to make it a column whose list scrolls by itself. */
  bodyClassName?: string;
}

/** Nav bar with the route's title, and the scrolling page body under it. */
export function PageLayout({ children, back, right, title, className, bodyClassName }: PageLayoutProps) {
  const routeTitle = usePageTitle();
  const { pathname } = useLocation();
  const showBack = back ?? !(pathname === '/' || (TAB_PATHS as readonly string[]).includes(pathname));
  const navigate = useNavigate();
  const goBack = () => {
    // Opened from a link or a bookmark there is no history entry to return to; fall back to the mine page.
    if (window.history.state && (window.history.state as { idx?: number }).idx) navigate(-1);
    else navigate(PAGE.mine, { replace: true });
  };
  return (
    <div className={`page ${className ?? ''}`}>
      <NavBar
        className="page-nav"
        back={showBack ? '' : null}
        backIcon={showBack}
        onBack={goBack}
        right={right}
      >
        {title ?? routeTitle}
      </NavBar>
      <div className={`page-body ${bodyClassName ?? ''}`}>{children}</div>
    </div>
  );
}
