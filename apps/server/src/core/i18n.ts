export type Lang = 'zh-cn' | 'en';

export function langOf(header: unknown): Lang {
  return typeof header === 'string' && header.toLowerCase().startsWith('en') ? 'en' : 'zh-cn';
}

/** Text in both languages: a message, or a parameter of one (a state label, a game name, an engine error). */
export type Localized = { zh: string; en: string };
/** A message's parameters: plain values, or localized ones that are read in the caller's language. */
export type Params = Record<string, string | number | Localized>;
type Entry = Localized;

/**
 * Every message the server says to a person. Placeholders look like {name}.
 * Modules add their own through `defineMessages` so each area owns its words.
 */
const catalog = new Map<string, Entry>();

export function defineMessages<K extends string>(entries: Record<K, Entry>): Record<K, K> {
  for (const [key, entry] of Object.entries(entries) as [K, Entry][]) {
    if (catalog.has(key) && catalog.get(key)?.zh !== entry.zh)
      throw new Error(`message ${key} defined twice`);
    catalog.set(key, entry);
  }
  return Object.fromEntries(Object.keys(entries).map((k) => [k, k])) as Record<K, K>;
}

export const inLang = (lang: Lang, text: Localized) => (lang === 'en' ? text.en : text.zh);

/** A game's name as a message parameter. */
export const gameLabel = (game: { nameZh: string; nameEn: string }): Localized => ({
  zh: game.nameZh,
  en: game.nameEn,
});

export function translate(lang: Lang, key: string, params: Params = {}): string {
  const entry = catalog.get(key);
  const template = entry ? inLang(lang, entry) : key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return `{${name}}`;
    return typeof value === 'object' ? inLang(lang, value) : String(value);
  });
}

export const M = defineMessages({
  ok: { zh: '操作成功', en: 'Done' },
  internal: {
    zh: '服务器开小差了，请稍后再试（编号 {requestId}）',
    en: 'Something went wrong on our side; please try again (ref {requestId})',
  },
  notFoundPath: { zh: '接口不存在', en: 'No such endpoint' },
  needLogin: { zh: '请先登录', en: 'Please log in first' },
  tokenExpired: { zh: '登录已过期', en: 'Your session has expired' },
  accountDisabled: { zh: '账号已停用', en: 'This account is disabled' },
  noPermission: { zh: '没有权限', en: 'You have no permission for this' },
  shopNotCertified: {
    zh: '当前店铺处于{state}状态中，请完成店铺认证后再试',
    en: 'The shop is {state}; finish shop certification first',
  },
  tooManyRequests: {
    zh: '请求过于频繁，请 {seconds} 秒后再试',
    en: 'Too many requests; try again in {seconds} seconds',
  },
  invalidJson: { zh: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  unsupportedBody: { zh: '不支持的请求内容类型', en: 'Unsupported request content type' },
  bodyTooLarge: { zh: '请求内容过大', en: 'The request body is too large' },
  bodyTooDeep: {
    zh: '请求内容嵌套过深（最多 {max} 层）',
    en: 'The request body is nested too deeply (at most {max} levels)',
  },
  notFound: { zh: '{what}不存在', en: '{what} not found' },
  badRequest: { zh: '请求无效', en: 'Invalid request' },
  headersTooLarge: { zh: '请求地址或请求头过长', en: 'The request address or headers are too long' },
  requestTooSlow: { zh: '请求发送超时', en: 'The request took too long to arrive' },
});
