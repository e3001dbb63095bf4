import { setCommonLabels } from '@dzzs/web-shared/i18n/index.ts';
import { commonZh } from './i18n/common.ts';

// The shop app's labels for the shared web code. Imported first by main.tsx (and by the test set-up), before
// anything renders.
setCommonLabels(commonZh, () => import('./i18n/common-en.ts').then((m) => m.commonEn));
