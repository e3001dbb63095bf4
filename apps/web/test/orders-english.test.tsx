import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { OrderState, type Order } from '@dzzs/shared';
import type { NumberContent, SportsContent } from '@dzzs/shared/engine';
import { ensureLanguage } from '@dzzs/web-shared/i18n/index.ts';
import { envelope, giveListsTheirBox, keysetPage, orderOf, renderApp, resetBrowser } from './helpers.tsx';
import { detailUrl, serveOrders } from './order-detail-helpers.tsx';

vi.mock('../src/shared/ui/overlays.ts', () => import('./overlays-mock.ts'));

// Every order page read in English shows no Chinese but what people typed or the fixtures named: nicknames,
// remarks, shop names and team names (docs/architecture.md, labels). Game names, plays, pass types, match codes,
// selections and the game badges come in English from lotteryLabel.

const FOOTBALL: SportsContent = {
  Content: [
    {
      matchNumStr: '周六001',
      matchId: '2040001',
      homeTeamAbbName: '曼联',
      awayTeamAbbName: '切尔西',
      goal: '-1',
      data: [
        { res: '让胜', rate: '1.85' },
        { res: '让平', rate: '3.20' },
      ],
    },
    {
      matchNumStr: '周日002',
      matchId: '2040002',
      homeTeamAbbName: '皇马',
      awayTeamAbbName: '巴萨',
      data: [{ res: '胜-平', rate: '6.50' }],
    },
    {
      matchNumStr: '周日003',
      matchId: '2040003',
      homeTeamAbbName: '拜仁',
      awayTeamAbbName: '多特',
      data: [{ res: '3球', rate: '3.10' }],
    },
  ],
  remarks: { Note: '2', Multiple: '1', reachType: ['3串1'], Repeat: '0', isComplex: '0', Amount: '4.00' },
};
const LOTTO: NumberContent = [
  {
    note: 7,
    beilv: 2,
    switch: 0,
    play: '复式',
    data: { list: { red: [1, 2, 3, 4, 5, 6, 7], blue: [9] }, dan: { red: [], blue: [] } },
  },
];

const player = { id: 101, nickname: '彩民小王', remarks: '老客户' };
const ORDERS: Order[] = [
  orderOf(1, { game_id: 407, Type: '竞彩足球', BetContent: FOOTBALL, Note: 1, user_id: player }),
  orderOf(2, { game_id: 101, Type: '双色球', BetContent: LOTTO, Note: 14, Multiple: 2, user_id: player }),
];
/** What people typed or the fixtures named: the only Chinese an English page may show. */
const DATA = ['彩民小王', '老客户', '好运彩票站', '曼联', '切尔西', '皇马', '巴萨', '拜仁', '多特'];
const CJK = /[\p{Script=Han}]/u;

function chineseLeft(): string {
  let text = document.body.textContent ?? '';
  for (const d of DATA) text = text.split(d).join('');
  return [...text].filter((c) => CJK.test(c)).join('');
}

function serve(orders: Order[]) {
  const page = (call: { params: unknown }) => ({
    body: envelope(keysetPage(orders, call.params as Record<string, string>)),
  });
  return serveOrders(orders, {
    'GET /api/shopkeeper.Order/Orderlist': page,
    'GET /api/shopkeeper.mine.Orderlist/Orderlist': page,
    'GET /api/shopkeeper.mine.WaitingAward/index': page,
  });
}

describe('the order pages in English', () => {
  beforeEach(async () => {
    resetBrowser({ access: 'acc', refresh: 'ref' });
    giveListsTheirBox();
    localStorage.setItem('lang', 'en');
    await ensureLanguage('en');
  });

  const pages: [string, string, Order[]][] = [
    [
      '订单 (orders tab)',
      '#/pages/index/index',
      ORDERS.map((o) => ({ ...o, State: OrderState.awaitingAcceptance })),
    ],
    ['订单查询', '#/pages/mimeSupPage/orderInquiry', ORDERS],
    ['待派奖', '#/pages/mimeSupPage/daiPaiJianPage', ORDERS],
    ['订单详情, a football parlay', detailUrl(ORDERS[0]!), ORDERS],
    ['订单详情, a number game', detailUrl(ORDERS[1]!), ORDERS],
  ];
  for (const [name, url, orders] of pages)
    it(`${name} shows no Chinese outside player data`, async () => {
      renderApp(url, serve(orders).adapter);
      const shown = url.includes('order_id=') ? url.split('order_id=')[1]! : orders[0]!.order_id;
      await waitFor(() => expect(document.body.textContent).toContain(shown), {
        timeout: 10_000,
      });
      await waitFor(() => expect(document.body.textContent).toMatch(/Jingcai Football|Double Color Ball/));
      expect(chineseLeft(), name).toBe('');
    });

  it('reads lottery content in English: plays, pass types, match codes, selections, counts', async () => {
    renderApp(detailUrl(ORDERS[0]!), serve(ORDERS).adapter);
    await waitFor(() => expect(document.body.textContent).toContain('Sat 001'), { timeout: 10_000 });
    const text = document.body.textContent ?? '';
    expect(text).toContain('3-leg parlay');
    expect(text).toContain('Handicap win');
    expect(text).toContain('Win/Draw');
    expect(text).toContain('3 goals');
  });
});
