import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** The next page is asked for when the reader is this close to the bottom (DESIGN §9). */
export const LOAD_MORE_THRESHOLD_PX = 50;

export interface InfiniteListProps<T> {
  items: readonly T[];
  /** Fixed row height in px: rows are cards of one height, which keeps windowing exact and cheap. */
  itemHeight: number;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string | number;
  hasMore: boolean;
  loading?: boolean;
  onLoadMore: () => unknown;
  /** Rows rendered beyond each edge of the viewport. */
  overscan?: number;
  /** Height of the scrolling box; defaults to filling its parent. */
  height?: number | string;
  empty?: ReactNode;
  className?: string;
}

const FOOTER_HEIGHT = 44;

/**
 * Windowed list that loads its next page 50 px before the bottom. Only the rows in view (plus `overscan`) are in
 * the DOM, so 10 000 orders cost what 20 do.
 */
export function InfiniteList<T>({
  items,
  itemHeight,
  renderItem,
  itemKey,
  hasMore,
  loading = false,
  onLoadMore,
  overscan = 5,
  height = '100%',
  empty,
  className,
}: InfiniteListProps<T>) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(typeof height === 'number' ? height : 0);
  // Set while a page is on its way, so fast scrolling cannot ask for the same page twice.
  const requested = useRef(false);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () =>
      setViewport(box.clientHeight || (typeof height === 'number' ? height : window.innerHeight));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [height]);

  useEffect(() => {
    requested.current = false;
  }, [items.length, hasMore]);

  const contentHeight = items.length * itemHeight;

  const maybeLoadMore = useCallback(
    (top: number) => {
      if (!hasMore || loading || requested.current) return;
      // Measured against the model, not scrollHeight, so it holds before layout and in tests alike.
      if (contentHeight - (top + viewport) <= LOAD_MORE_THRESHOLD_PX) {
        requested.current = true;
        onLoadMore();
      }
    },
    [hasMore, loading, contentHeight, viewport, onLoadMore],
  );

  // A first page shorter than the screen must still pull the next one.
  useEffect(() => {
    if (viewport > 0) maybeLoadMore(boxRef.current?.scrollTop ?? 0);
  }, [maybeLoadMore, viewport]);

  const frame = useRef(0);
  const onScroll = () => {
    const top = boxRef.current?.scrollTop ?? 0;
    maybeLoadMore(top);
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setScrollTop(top));
  };
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const first = Math.max(0, Math.floor(scrollTop / itemHeight) - overscan);
  const last = Math.min(items.length, Math.ceil((scrollTop + viewport) / itemHeight) + overscan);
  const rows: ReactNode[] = [];
  for (let index = first; index < last; index++) {
    const item = items[index] as T;
    rows.push(
      <div
        key={itemKey(item, index)}
        className="infinite-list-row"
        style={{ height: itemHeight }}
        data-index={index}
      >
        {renderItem(item, index)}
      </div>,
    );
  }

  const boxStyle: CSSProperties = {
    height,
    overflowY: 'auto',
    WebkitOverflowScrolling: 'touch',
    position: 'relative',
  };
  return (
    <div
      ref={boxRef}
      className={`infinite-list ${className ?? ''}`}
      style={boxStyle}
      onScroll={onScroll}
      data-testid="infinite-list"
    >
      {items.length === 0 && !hasMore && !loading ? (
        (empty ?? <div className="infinite-list-footer">{t('common.empty')}</div>)
      ) : (
        <>
          <div style={{ height: contentHeight, position: 'relative' }}>
            <div style={{ transform: `translateY(${first * itemHeight}px)` }}>{rows}</div>
          </div>
          <div className="infinite-list-footer" style={{ height: FOOTER_HEIGHT }}>
            {loading ? <DotLoading /> : hasMore ? null : t('common.noMore')}
          </div>
        </>
      )}
    </div>
  );
}
