import { accountApi } from './account-endpoints.ts';
import { calendarApi } from './calendar-endpoints.ts';
import { chatApi } from './chat-endpoints.ts';
import { cooperationApi } from './cooperation-endpoints.ts';
import { playersApi } from './players-endpoints.ts';
import { playerWithdrawalsApi } from './player-withdrawals-endpoints.ts';
import { drawsApi } from './draws-endpoints.ts';
import { historyApi } from './history-endpoints.ts';
import type { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { ordersApi } from './orders-endpoints.ts';
import { paymentsApi } from './payments-endpoints.ts';
import { publicityApi } from './publicity-endpoints.ts';
import { pushLinkApi } from './push-link-endpoints.ts';
import { shopMoneyApi } from './shop-money-endpoints.ts';
import { redPacketsApi } from './red-packets-endpoints.ts';
import { receiptsApi } from './receipts-endpoints.ts';
import { shopSetupApi } from './shop-setup-endpoints.ts';
import { staffApi } from './staff-endpoints.ts';
import { statisticsApi } from './statistics-endpoints.ts';
import { shopProfileApi } from './shop-profile-endpoints.ts';
import { playerSideApi } from './player-side-endpoints.ts';

// `@dzzs/shared/api`: what the server, the contract test and /docs need beyond the definitions: the list of every
// endpoint and the schemas the definitions name. The web never imports this (it would load zod on every page).

import * as schemas from './schemas.ts';

export { schemas };

/** Every endpoint of the API, by area; a new area adds its object here. */
export const API_AREAS = {
  account: accountApi,
  calendar: calendarApi,
  chat: chatApi,
  cooperation: cooperationApi,
  draws: drawsApi,
  history: historyApi,
  orders: ordersApi,
  payments: paymentsApi,
  players: playersApi,
  playerSide: playerSideApi,
  playerWithdrawals: playerWithdrawalsApi,
  publicity: publicityApi,
  pushLink: pushLinkApi,
  shopMoney: shopMoneyApi,
  redPackets: redPacketsApi,
  receipts: receiptsApi,
  shopSetup: shopSetupApi,
  staff: staffApi,
  statistics: statisticsApi,
  shopProfile: shopProfileApi,
} as const;

export const ENDPOINTS: readonly Endpoint[] = Object.values(API_AREAS).flatMap((area) =>
  Object.values(area as Record<string, Endpoint>),
);

/** The method and path pairs an endpoint answers on (its aliases and, where the earlier app used both, GET and POST). */
export function routesOf(endpoint: Endpoint): { method: 'GET' | 'POST'; url: string }[] {
  const methods = endpoint.anyMethod ? (['GET', 'POST'] as const) : [endpoint.method];
  return [endpoint.path, ...(endpoint.aliases ?? [])].flatMap((url) =>
    methods.map((method) => ({ method, url })),
  );
}

/**
 * The schema the query string (GET) or JSON body (POST) is checked against: a call that takes nothing refuses any
 * parameter; a multipart form has none (its handler reads the file and checks the fields).
 */
export function requestSchemaOf(endpoint: Endpoint): z.ZodType | null {
  if (endpoint.form === 'multipart') return null;
  return schemas[endpoint.request ?? 'NoParameters'] as z.ZodType;
}

export const responseSchemaOf = (endpoint: Endpoint): z.ZodType => schemas[endpoint.response] as z.ZodType;
