import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../src/api/index.ts';
import { actionAllowed, ORDER_ACTIONS, OrderState, shopActionsIn, type OrderAction } from '../src/index.ts';

describe('endpoint definitions', () => {
  it('mark the GETs that change data, and only those the earlier app made that way', () => {
    const writing = ENDPOINTS.filter((e) => e.legacyWritingGet).map((e) => `${e.method} ${e.path}`);
    expect(writing.sort()).toEqual([
      'GET /api/shopkeeper.Order/OrderReceiving',
      'GET /api/shopkeeper.mine.Cooperation/Adopt',
      'GET /api/shopkeeper.mine.Cooperation/Refuse',
      'GET /api/shopkeeper.mine.Cooperation/addCooperation',
      'GET /api/shopkeeper.mine.Cooperation/addCooperationGame',
      'GET /api/shopkeeper.mine.WaitingAward/EditMoney',
    ]);
  });
});

describe('the order state table', () => {
  const states = Object.values(OrderState);

  it('names a target for every action, every target a real state, and no action out of a final state', () => {
    for (const [action, rule] of Object.entries(ORDER_ACTIONS)) {
      expect(rule.to.length, action).toBeGreaterThan(0);
      for (const s of [...rule.from, ...rule.to]) expect(states, action).toContain(s);
    }
    const finals = [
      OrderState.cancelledByPlayer,
      OrderState.cancelledByShop,
      OrderState.cancelledBySystem,
      OrderState.paidOut,
      OrderState.lapsed,
    ];
    for (const s of finals)
      expect(
        (Object.keys(ORDER_ACTIONS) as OrderAction[]).filter((a) => actionAllowed(a, s)),
        `${s}`,
      ).toEqual([]);
  });

  it('gives the shop the buttons of each state, in the order they show', () => {
    expect(shopActionsIn(OrderState.awaitingAcceptance)).toEqual(['refuse', 'receive']);
    expect(shopActionsIn(OrderState.awaitingTicket)).toEqual(['revoke', 'ticket']);
    expect(shopActionsIn(OrderState.awaitingSettlement)).toEqual(['editMoney']);
    expect(shopActionsIn(OrderState.lost)).toEqual(['editMoney']);
    expect(shopActionsIn(OrderState.awaitingPayout)).toEqual(['editMoney', 'award']);
    for (const s of [OrderState.subscribing, OrderState.awaitingDraw, OrderState.paidOut])
      expect(shopActionsIn(s)).toEqual([]);
  });
});
