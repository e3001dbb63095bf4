import { describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { eventsOf, ledgerOf, orderRow, orderWorld, placeSsq } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

// Free text fields refuse control characters and text-direction overrides, naming the field, and write nothing.

describe('a reason (single-line free text)', () => {
  it('refuses a NUL, a right-to-left override or a line break, naming the field and writing nothing; keeps CJK and emoji', async () => {
    const t = await createTestApp();
    try {
      await seedDemoAccounts(t.ctx);
      const w = await orderWorld(t);
      const cancel = (order_id: string, reason: string, lang?: 'en') =>
        t.post('/api/shopkeeper.Order/ShopkeeperCancellation', {
          token: w.shop,
          body: { order_id, reason },
          lang,
        });
      const id = await placeSsq(t, w);
      const before = {
        order: await orderRow(t, id),
        events: await eventsOf(t, id),
        ledger: await ledgerOf(t, id),
      };
      for (const reason of ['忙\u0000不过来', '忙不过来\u202Etxt.exe', '忙不过来\n明天再来']) {
        expect(await cancel(id, reason)).toMatchObject({
          code: 0,
          msg: 'reason 含有控制字符或换行，请只填写一行可见的文字',
        });
        expect(await cancel(id, reason, 'en')).toMatchObject({
          code: 0,
          msg: 'reason contains a control character or a line break; write one line of visible text',
        });
      }
      expect({
        order: await orderRow(t, id),
        events: await eventsOf(t, id),
        ledger: await ledgerOf(t, id),
      }).toEqual(before);

      expect(await cancel(id, '订单较多,忙不过来 🎉')).toMatchObject({ code: 1 });
      expect(await orderRow(t, id)).toMatchObject({ reason: '订单较多,忙不过来 🎉' });
    } finally {
      await t.close();
    }
  });
});
