import type { ServerModule } from '../../server-module.ts';
import { codeRoutes } from './code.routes.ts';

export const codesModule: ServerModule = { name: 'codes', routes: codeRoutes };
