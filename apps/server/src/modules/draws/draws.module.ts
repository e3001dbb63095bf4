import type { ServerModule } from '../../server-module.ts';
import { drawCommands } from './draws.cli.ts';
import { drawRoutes } from './draws.routes.ts';

export const drawsModule: ServerModule = { name: 'draws', routes: drawRoutes, cli: drawCommands };
