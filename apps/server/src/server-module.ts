// The module descriptor is declared beside the context it runs in (context.ts): the two refer to each other.
export type { ServerModule, WsFrameHandler } from './context.ts';
