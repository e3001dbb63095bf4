import { currentLanguage } from '@dzzs/web-shared/i18n/index.ts';

/** A label the shared rules spell in both languages (waterfall figures, block titles), in the reader's. */
export const sharedLabel = (label: { readonly zh: string; readonly en: string }) =>
  currentLanguage() === 'en' ? label.en : label.zh;
