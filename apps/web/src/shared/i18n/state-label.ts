import { CERTIFICATION_LABELS } from '@dzzs/shared';
import { currentLanguage } from '@dzzs/web-shared/i18n/index.ts';

type Labels = Readonly<Record<number, { readonly zh: string; readonly en: string }>>;

/** A state's words come from the shared enums, so the app, the server and every page say the same thing. */
export function stateLabel(labels: Labels, state: number): string {
  const label = labels[state];
  return label ? (currentLanguage() === 'en' ? label.en : label.zh) : String(state);
}

/** The shop's certification in words; an unknown value reads as not certified. */
export function certificationText(state: number): string {
  return stateLabel(CERTIFICATION_LABELS, state in CERTIFICATION_LABELS ? state : 0);
}
