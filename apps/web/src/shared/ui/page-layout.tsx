import type { ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router';
import { PAGE, TAB_PATHS, type PagePath } from '../paths.ts';
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
  /** The page's own class on the scrolling body. */
  bodyClassName?: string;
  /** The body stays put (tabs, a search bar) and its list scrolls by itself (windowed lists). */
  fixed?: boolean;
}

/**
 * Back to the page before; opened from a link or a bookmark there is no history entry to return to, so `fallback`
 * (the mine page unless told) replaces this one.
 */
export function useGoBack(fallback: PagePath = PAGE.mine) {
  const navigate = useNavigate();
  return () => {
    if (window.history.state && (window.history.state as { idx?: number }).idx) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}

/** Nav bar with the route's title, and the scrolling page body under it. */
export function PageLayout({
  children,
  back,
  right,
  title,
  className,
  bodyClassName,
  fixed,
}: PageLayoutProps) {
  const routeTitle = usePageTitle();
  const { pathname } = useLocation();
  const showBack = back ?? !(pathname === '/' || (TAB_PATHS as readonly string[]).includes(pathname));
  const goBack = useGoBack();
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
      <div className={`page-body ${fixed ? 'page-body-fixed' : ''} ${bodyClassName ?? ''}`}>{children}</div>
    </div>
  );
}
