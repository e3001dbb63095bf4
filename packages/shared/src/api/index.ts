import { accountApi } from './account-endpoints.ts';
import { drawsApi } from './draws-endpoints.ts';
import type { Endpoint } from './endpoint.ts';
import { ordersApi } from './orders-endpoints.ts';
import { publicityApi } from './publicity-endpoints.ts';

// `@dzzs/shared/api`: what the server, the contract test and /docs need beyond the definitions: the list of every
// endpoint and the schemas the definitions name. The web never imports this (it would load zod on every page).

export * as schemas from './schemas.ts';

/** Every endpoint of the API, by area; a new area adds its object here. */
export const API_AREAS = {
  account: accountApi,
  draws: drawsApi,
  orders: ordersApi,
  publicity: publicityApi,
} as const;

export const ENDPOINTS: readonly Endpoint[] = Object.values(API_AREAS).flatMap((area) =>
  Object.values(area as Record<string, Endpoint>),
);
