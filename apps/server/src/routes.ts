import type { AppContext } from './context.ts';
import type { App } from './http/app-types.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { appUpdateRoutes } from './modules/app-update/app-update.routes.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { codeRoutes } from './modules/codes/code.routes.ts';
import { drawRoutes } from './modules/draws/draws.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';

/** Every HTTP module of the product; each area adds its line here. */
export function registerModules(app: App, ctx: AppContext) {
  accountRoutes(app, ctx);
  codeRoutes(app, ctx);
  captchaRoutes(app, ctx);
  appUpdateRoutes(app, ctx);
  drawRoutes(app, ctx);
  orderRoutes(app, ctx);
}
