import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../../src/config.ts';
import { seedDemoAccounts } from '../../src/seed/demo.ts';
import type { DemoIds } from '../../src/seed/demo-ids.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// Recharges as real HTTP flows (docs/money.md, "Recharges and payment providers"): the app listens on a port, and
// the API and the providers' notifications reach it over HTTP, as they do in production.

export const SANDBOX_TEST_KEY = 'sandbox-test-key-0123456789';

/** A fresh app with the demo accounts, listening on a port, with these payment settings (the sandbox's by default). */
export async function listeningApp(
  payments: Partial<AppConfig['payments']>,
): Promise<{ t: TestApp; ids: DemoIds; base: string; shop: string }> {
  const t = await createTestApp({
    payments: {
      providers: ['sandbox'],
      publicUrl: null,
      sandboxKey: SANDBOX_TEST_KEY,
      epay: null,
      alipay: null,
      ...payments,
    },
  });
  const ids = await seedDemoAccounts(t.ctx);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return { t, ids, base, shop: (await t.login('demo_shop')).token };
}

export interface PaymentsHttp {
  /** A call of the API over HTTP, as the app makes it. */
  api<T>(
    method: 'GET' | 'POST',
    path: string,
    token: string,
    data?: Record<string, unknown>,
  ): Promise<{ code: number; msg: string; data: T }>;
  /** POSTs a notification to /pay/notify/<provider>; answers the provider-facing text. */
  notify(provider: string, fields: Record<string, string>): Promise<string>;
  walletFen(userId: number): Promise<number>;
  paymentOf(tradeNo: string): ReturnType<typeof paymentRow>;
  /** The transfers recharges posted. */
  rechargeTransfers(): ReturnType<typeof rechargeTransfersOf>;
}

const paymentRow = (t: TestApp, tradeNo: string) =>
  t.db.selectFrom('payments').selectAll().where('trade_no', '=', tradeNo).executeTakeFirstOrThrow();
const rechargeTransfersOf = (t: TestApp) =>
  t.db.selectFrom('ledger_transfers').selectAll().where('ref_type', '=', 'payment').execute();

/** The calls of a test's current app (`current()`: the app and the address it listens at, set in beforeEach). */
export function paymentsHttp(current: () => { t: TestApp; base: string }): PaymentsHttp {
  return {
    async api<T>(method: 'GET' | 'POST', path: string, token: string, data: Record<string, unknown> = {}) {
      const query = method === 'GET' ? `?${new URLSearchParams(data as Record<string, string>)}` : '';
      const res = await fetch(`${current().base}${path}${query}`, {
        method,
        headers: {
          'ba-user-token': token,
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        body: method === 'POST' ? JSON.stringify(data) : null,
      });
      return (await res.json()) as { code: number; msg: string; data: T };
    },
    async notify(provider, fields) {
      const res = await fetch(`${current().base}/pay/notify/${provider}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      return res.text();
    },
    async walletFen(userId) {
      const row = await current()
        .t.db.selectFrom('users')
        .select('money')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.money);
    },
    paymentOf: (tradeNo) => paymentRow(current().t, tradeNo),
    rechargeTransfers: () => rechargeTransfersOf(current().t),
  };
}

/** Today as YYYY-MM-DD in the server's time zone (the reconcile command's --day). */
export const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
