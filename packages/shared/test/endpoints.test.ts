import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../src/api/index.ts';
import { actionAllowed, ORDER_ACTIONS, OrderState, shopActionsOn, type OrderAction } from '../src/index.ts';

describe('endpoint definitions', () => {
  it('mark the GETs that change data, and only those the earlier app made that way', () => {
    const writing = ENDPOINTS.filter((e) => e.legacyWritingGet).map((e) => `${e.method} ${e.path}`);
    expect(writing.sort()).toEqual([
      'GET /api/shopkeeper.Order/GaveCooperationOrder',
      'GET /api/shopkeeper.Order/OrderReceiving',
      'GET /api/shopkeeper.Order/RejectCooperationOrder',
      'GET /api/shopkeeper.Userlist/setUserConfig',
      'GET /api/shopkeeper.mine.Clerk/ColorEditing',
      'GET /api/shopkeeper.mine.Clerk/clerkClose',
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
    const own = (State: number) => shopActionsOn({ State, IsCooperative: 0, AllowRejection: 0 });
    expect(own(OrderState.awaitingAcceptance)).toEqual(['refuse', 'receive']);
    expect(own(OrderState.awaitingTicket)).toEqual(['revoke', 'ticket']);
    expect(own(OrderState.awaitingSettlement)).toEqual(['editMoney']);
    expect(own(OrderState.lost)).toEqual(['editMoney']);
    expect(own(OrderState.awaitingPayout)).toEqual(['editMoney', 'award']);
    for (const s of [OrderState.subscribing, OrderState.awaitingDraw, OrderState.paidOut])
      expect(own(s)).toEqual([]);
  });

  it('offers 甩单 to the order’s own shop while it may, 驳回 and 返奖 to the main store holding it', () => {
    const mayHandOver = (State: number) => shopActionsOn({ State, IsCooperative: 0, AllowRejection: 1 });
    const atPartner = (State: number) => shopActionsOn({ State, IsCooperative: 1, AllowRejection: 0 });
    expect(mayHandOver(OrderState.awaitingAcceptance)).toEqual(['refuse', 'receive', 'handOver']);
    expect(mayHandOver(OrderState.awaitingTicket)).toEqual(['revoke', 'ticket', 'handOver']);
    expect(mayHandOver(OrderState.awaitingDraw)).toEqual([]);
    expect(atPartner(OrderState.awaitingAcceptance)).toEqual(['refuse', 'receive', 'handBack']);
    // Taken by the main store: no 驳回 any more.
    expect(atPartner(OrderState.awaitingTicket)).toEqual(['revoke', 'ticket']);
    expect(atPartner(OrderState.awaitingPayout)).toEqual(['editMoney', 'returnPrize']);
  });
});
