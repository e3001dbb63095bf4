import type { ReactNode } from 'react';
import './bottom-bar.css';

/** The bar fixed at the bottom of a page without the tab bar: the order's actions, 派奖, 添加合作店铺. */
export function BottomBar({
  children,
  space = false,
  spread = false,
}: {
  children: ReactNode;
  /** Leaves the bar's height free at the end of a page that scrolls as a whole, so nothing stays under it. */
  space?: boolean;
  /** Items at both ends rather than side by side. */
  spread?: boolean;
}) {
  return (
    <>
      {space ? <div className="bottom-bar-space" /> : null}
      <div className={spread ? 'bottom-bar bottom-bar-spread' : 'bottom-bar'}>{children}</div>
    </>
  );
}
