import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readPageParams, type PageParams, type PagePath } from './paths.ts';

/** The query parameters of the page at `path`, typed by its declaration in PAGE_PARAMS (shared/paths.ts). */
export function usePageParams<P extends PagePath>(path: P): PageParams<P> {
  const [query] = useSearchParams();
  return useMemo(() => readPageParams(path, query), [path, query]);
}
