import type { ServerModule } from '../../server-module.ts';
import { ledgerMetrics, nightlyLedgerCheck, runLedgerCheck } from './ledger-check.ts';

export const ledgerModule: ServerModule = {
  name: 'ledger',
  jobs: [{ name: 'ledger-check', everyMs: 60 * 60_000, run: nightlyLedgerCheck }],
  metrics: ledgerMetrics,
  cli: {
    'ledger check': {
      usage: 'ledger check',
      summary: 'recompute every balance from its ledger rows and check that all balances sum to zero',
      options: {},
      async run(ctx) {
        const r = await runLedgerCheck(ctx);
        const lines = r.off.map(
          (o) =>
            `  ${o.accountId ? `account ${o.accountId}` : `wallet of user ${o.userId}`}: balance ${o.balance}, rows ${o.logged} (fen)`,
        );
        return [
          `balances off: ${r.off.length}`,
          ...lines,
          `sum of all balances: ${r.total} fen`,
          `broken transfers: ${r.brokenTransfers}`,
          r.off.length || r.total || r.brokenTransfers ? 'THE BOOKS DO NOT BALANCE' : 'the books balance',
        ].join('\n');
      },
    },
  },
};
