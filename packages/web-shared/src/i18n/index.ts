import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, readStorage, writeStorage } from '../storage.ts';

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export function storedLanguage(): Language {
  return readStorage(STORAGE_KEYS.language) === 'en' ? 'en' : 'zh-CN';
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // Starts in Chinese, the default; English is loaded on demand (ensureLanguage) to keep it off the first route.
  lng: 'zh-CN',
  fallbackLng: 'zh-CN',
  supportedLngs: [...LANGUAGES],
  ns: ['common'],
  defaultNS: 'common',
  // Each app brings its own common labels (setCommonLabels), among them the ones this package's code shows:
  // common.{empty,loading,noMore}, http.{timeout,network,serverError,status}.
  resources: {},
  interpolation: { escapeValue: false },
  // Resources are bundled, so init synchronously: the first render already has its labels.
  initAsync: false,
  returnNull: false,
});

let loadCommonEn: () => Promise<object> = () => Promise.resolve({});

/**
 * The app's common labels: Chinese at once (the first render has them), English loaded when first switched to, to
 * keep it off the first route. Called once when the app starts, before anything renders.
 */
export function setCommonLabels(zh: object, loadEn: () => Promise<object>): void {
  i18n.addResourceBundle('zh-CN', 'common', zh, true, true);
  loadCommonEn = loadEn;
}

/** Loads a language's shared labels if needed and switches to it. */
export async function ensureLanguage(lang: Language): Promise<void> {
  if (lang === 'en' && !i18n.hasResourceBundle('en', 'common')) {
    i18n.addResourceBundle('en', 'common', await loadCommonEn(), true, true);
  }
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

/**
 * Loads the stored language's labels: an app renders once they are in, so an English page never flashes in Chinese.
 * Never fails (the page then stays in Chinese).
 */
export function storedLanguageReady(): Promise<void> {
  const language = storedLanguage();
  return language === 'zh-CN' ? Promise.resolve() : ensureLanguage(language).catch(() => undefined);
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'zh-CN';
}

export async function setLanguage(lang: Language): Promise<void> {
  writeStorage(STORAGE_KEYS.language, lang);
  await ensureLanguage(lang);
}

/** Value of the `think-lang` header: the server answers `msg` in this language. */
export function serverLanguage(): 'zh-cn' | 'en' {
  return currentLanguage() === 'en' ? 'en' : 'zh-cn';
}

/**
 * Features ship their own labels with their (lazy) code; this adds them once under the feature's namespace.
 * Resources must have the same shape in both languages, which the type parameter enforces.
 */
export function registerResources<T extends object>(namespace: string, zh: T, en: T): void {
  if (i18n.hasResourceBundle('zh-CN', namespace)) return;
  i18n.addResourceBundle('zh-CN', namespace, zh, true, true);
  i18n.addResourceBundle('en', namespace, en, true, true);
}
