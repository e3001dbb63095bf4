import type { ServerModule } from '../../server-module.ts';
import { captchaRoutes } from './captcha.routes.ts';

export const captchaModule: ServerModule = { name: 'captcha', routes: captchaRoutes };
