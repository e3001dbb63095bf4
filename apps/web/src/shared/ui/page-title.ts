import { useMatches, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CommonResources } from '../i18n/common.ts';
import { readPageParams, type PageParams, type PagePath } from '../paths.ts';

/** A page title's key among the shared labels. */
export type TitleKey = `title.${keyof CommonResources['title']}`;

/** What the route table attaches to each route for the shell and the nav bar. */
export interface RouteHandle<P extends PagePath = PagePath> {
  path: P;
  titleKey: TitleKey;
  /** Titles that depend on the page's parameters (e.g. 新增员工 / 修改员工信息): a title key or literal text. */
  resolveTitle?(params: PageParams<P>): { key: TitleKey } | { text: string } | null;
}

export function usePageTitle(): string {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.titleKey)
    ?.handle as RouteHandle | undefined;
  if (!handle) return t('app.name');
  const resolved = handle.resolveTitle?.(readPageParams(handle.path, query));
  if (resolved && 'text' in resolved) return resolved.text;
  return t(resolved?.key ?? handle.titleKey);
}
