import { useCallback, useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Spinner } from './spinner.tsx';
import { useTranslation } from 'react-i18next';
import './infinite-list.css';

/** The next page is asked for when the reader is this close to the bottom. */
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
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => boxRef.current,
    estimateSize: () => itemHeight,
    getItemKey: (index) => itemKey(items[index] as T, index),
    overscan,
  });
  // Set while a page is on its way, so fast scrolling cannot ask for the same page twice.
  const requested = useRef(false);
  useEffect(() => {
    requested.current = false;
  }, [items.length, hasMore]);

  const viewport = virtualizer.scrollRect?.height ?? 0;
  const contentHeight = virtualizer.getTotalSize();
  // Measured against the rows' model rather than scrollHeight, so it holds before layout. Checked on every scroll
  // event: the virtualizer re-renders only when the visible range changes, which may be later than 50 px.
  const maybeLoadMore = useCallback(() => {
    const box = boxRef.current;
    if (!box || !hasMore || loading || requested.current || viewport <= 0) return;
    if (contentHeight - (box.scrollTop + viewport) <= LOAD_MORE_THRESHOLD_PX) {
      requested.current = true;
      onLoadMore();
    }
  }, [hasMore, loading, contentHeight, viewport, onLoadMore]);
  // A first page shorter than the screen must still pull the next one.
  useEffect(maybeLoadMore, [maybeLoadMore]);

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
      onScroll={maybeLoadMore}
      data-testid="infinite-list"
    >
      {items.length === 0 && !hasMore && !loading ? (
        (empty ?? <div className="infinite-list-footer">{t('common.empty')}</div>)
      ) : (
        <>
          <div style={{ height: contentHeight, position: 'relative' }}>
            {virtualizer.getVirtualItems().map((row) => (
              <div
                key={row.key as string | number}
                className="infinite-list-row"
                data-index={row.index}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  height: itemHeight,
                  transform: `translateY(${row.start}px)`,
                }}
              >
                {renderItem(items[row.index] as T, row.index)}
              </div>
            ))}
          </div>
          <div className="infinite-list-footer" style={{ height: FOOTER_HEIGHT }}>
            {loading ? <Spinner label={t('common.loading')} /> : hasMore ? null : t('common.noMore')}
          </div>
        </>
      )}
    </div>
  );
}
