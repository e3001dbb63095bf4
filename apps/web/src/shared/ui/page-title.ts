import { useMatches, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

/** What the route table attaches to each route for the shell and the nav bar. */
export interface RouteHandle {
  titleKey: string;
  /** Titles that depend on the query (e.g. 新增员工 / 修改员工信息): returns a title key or literal text. */
  resolveTitle?: (query: URLSearchParams) => { key: string } | { text: string } | null;
}

export function usePageTitle(): string {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.titleKey)
    ?.handle as RouteHandle | undefined;
  if (!handle) return t('app.name');
  const resolved = handle.resolveTitle?.(query);
  if (resolved && 'text' in resolved) return resolved.text;
  return t(resolved?.key ?? handle.titleKey);
}
