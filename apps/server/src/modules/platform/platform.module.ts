import type { ServerModule } from '../../server-module.ts';
import { platformCommands } from './platform.cli.ts';

export const platformModule: ServerModule = { name: 'platform', cli: platformCommands };
