import type { RunningServer } from './server.ts';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Calls the server's API as the apps do: GET without a body, POST with JSON; `token` for a logged-in account. */
export async function callApi<T>(
  server: RunningServer,
  path: string,
  init: { token?: string; body?: unknown } = {},
): Promise<Envelope<T>> {
  const res = await fetch(`${server.url}/api/${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      server: '1',
      'content-type': 'application/json',
      ...(init.token ? { 'ba-user-token': init.token } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return (await res.json()) as Envelope<T>;
}
