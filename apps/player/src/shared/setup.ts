import { setCommonLabels } from '@dzzs/web-shared/i18n/index.ts';
import { commonZh } from './i18n/common.ts';

// The player app's labels for the shared web code. Imported by main.tsx before anything renders.
setCommonLabels(commonZh, () => import('./i18n/common-en.ts').then((m) => m.commonEn));
