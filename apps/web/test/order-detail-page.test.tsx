import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OrderState, PHOTO_STATES, shopActionsOn } from '@dzzs/shared';
import type { SportsContent } from '@dzzs/shared/engine';
import {
  envelope,
  fakeServer,
  orderOf,
  renderApp,
  resetBrowser,
  shopkeeperIndex,
  staffIndex,
  withoutAnimations,
} from './helpers.tsx';
import { DETAIL, detailUrl, serveOrders, showsOrder, shownButtons } from './order-detail-helpers.tsx';
import { confirmDialog, resetOverlays, showToastNow } from './overlays-mock.ts';

vi.mock('../src/shared/ui/overlays.ts', () => import('./overlays-mock.ts'));

function serve() {
  return fakeServer({
    'GET /api/NewUser/index': () => ({ body: envelope(shopkeeperIndex()) }),
    'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    [`GET ${DETAIL}`]: () => ({ body: envelope(null, 0, '订单不存在') }),
    'GET /api/shopkeeper.Order/counts': () => ({
      body: envelope({ receiving: 0, ticketing: 0, subscribing: 0, cooperative: 0 }),
    }),
    'GET /api/shopkeeper.Order/Orderlist': () => ({
      body: envelope({ total: 0, per_page: 20, current_page: 1, last_page: 1, next_last_id: null, data: [] }),
    }),
  });
}

describe('order detail without an order to show', () => {
  beforeEach(() => resetBrowser({ access: 'acc', refresh: 'ref' }));

  it('a link without order_id says the order does not exist, asks the server nothing, and leads back to the orders tab', async () => {
    const server = serve();
    renderApp('#/pages/indexSupPages/indexSupPages', server.adapter);
    expect(await screen.findByText('订单不存在', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('网络连接失败，请稍后重试')).toBeNull();
    expect(server.calls.some((c) => c.url === DETAIL)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '返回订单列表' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/index/index'));
  });

  it('an order the server does not know shows its answer, 订单不存在, with the way back', async () => {
    const server = serve();
    renderApp('#/pages/indexSupPages/indexSupPages?order_id=26112499999999', server.adapter);
    expect(await screen.findByText('订单不存在', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(server.calls.find((c) => c.url === DETAIL)?.params).toEqual({ order_id: '26112499999999' });
    expect(screen.queryByText('网络连接失败，请稍后重试')).toBeNull();
    expect(screen.getByTestId('order-missing')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回订单列表' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/index/index'));
  });
});

// A 竞彩足球 single with its odds.
const FOOTBALL: SportsContent = {
  Content: [
    {
      matchNumStr: '周一001',
      matchId: '2040001',
      homeTeamAbbName: '曼联',
      awayTeamAbbName: '切尔西',
      data: [
        { res: '胜', rate: '1.85' },
        { res: '平', rate: '3.20' },
      ],
    },
  ],
  remarks: { Note: '2', Multiple: '1', reachType: ['单关'], Repeat: '0', isComplex: '0', Amount: '4.00' },
};

/** The value beside a label of the info card. */
const infoValue = (label: string) =>
  screen.getByText(label).closest('.orders-info-row')?.querySelector('.orders-info-value')?.textContent;
/** `YYYY-MM-DD HH:mm:ss` in the browser's zone, spelled out here rather than by the page's helper. */
const localTime = (unix: number) => {
  const d = new Date(unix * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

/** Whether the 修改中奖金额 sheet is shown (antd-mobile hides a closed popup once its animation has ended). */
const sheetOpen = () =>
  screen.getByTestId('edit-money').closest<HTMLElement>('.adm-popup')?.style.display !== 'none';
/** Lets a frame pass, so that a popup closing would have closed (animations are skipped here). */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('order detail actions', () => {
  withoutAnimations();
  beforeEach(() => {
    resetBrowser({ access: 'acc', refresh: 'ref' });
    resetOverlays(false);
  });

  it('shows, in every state, exactly the shop actions of the state table in its order, and the photo card where photos are kept', async () => {
    const STATES = Object.values(OrderState);
    const orders = STATES.map((state) => orderOf(900 + state, { State: state }));
    const server = serveOrders(orders);
    // 待接单 first: its buttons appear once the session is known, so every later state is judged with it known.
    const first = orders[OrderState.awaitingAcceptance]!;
    renderApp(detailUrl(first), server.adapter);
    await showsOrder(first);
    await waitFor(() => expect(shownButtons()).toEqual(['refuse', 'receive', 'handOver']));

    const seen: Record<number, string[]> = {};
    let labels: (string | null)[] = [];
    for (const order of orders) {
      act(() => {
        window.location.hash = detailUrl(order);
      });
      await showsOrder(order);
      seen[order.State] = shownButtons();
      if (order.State === OrderState.awaitingPayout)
        labels = [...document.querySelectorAll('[data-testid^="action-"]')].map((b) => b.textContent);
      expect(seen[order.State], `state ${order.State}`).toEqual(shopActionsOn(order));
      expect(!!screen.queryByText('彩票照片（最多上传3张）'), `photos in state ${order.State}`).toBe(
        PHOTO_STATES.some((s) => s === order.State),
      );
    }
    // 修改中奖金额 corrects a typed 0 too: it shows for 待中奖 and 未中奖 as for 待派奖.
    expect(seen[OrderState.awaitingSettlement]).toEqual(['editMoney']);
    expect(seen[OrderState.lost]).toEqual(['editMoney']);
    expect(seen[OrderState.awaitingPayout]).toEqual(['editMoney', 'award']);
    expect(labels).toEqual(['修改中奖金额', '派奖']);
  });

  it('keeps 修改中奖金额 and 派奖 from a staff member without the award permission, and shows them with it', async () => {
    const won = orderOf(901, { State: OrderState.awaitingPayout });
    const pending = orderOf(902, { State: OrderState.awaitingAcceptance });
    renderApp(detailUrl(pending), serveOrders([won, pending], {}, staffIndex({ award: 0 })).adapter);
    await showsOrder(pending);
    await waitFor(() => expect(shownButtons()).toEqual(['refuse', 'receive']));
    act(() => {
      window.location.hash = detailUrl(won);
    });
    await showsOrder(won);
    expect(shownButtons()).toEqual([]);

    cleanup();
    resetBrowser({ access: 'acc', refresh: 'ref' });
    renderApp(detailUrl(won), serveOrders([won], {}, staffIndex({ award: 1 })).adapter);
    await showsOrder(won);
    await waitFor(() => expect(shownButtons()).toEqual(['editMoney', 'award']));
  });

  it('修改中奖金额 sends an optional reason: refused without one, the server’s words show and the sheet keeps the amount for a reason', async () => {
    const lost = orderOf(903, { State: OrderState.lost, WinningMoney: '0.00', AwardMoney: '0.00' });
    const NEEDS_REASON = '修改金额高于系统计算的中奖金额 ¥0.00，需由店主填写修改原因';
    const server = serveOrders([lost], {
      'GET /api/shopkeeper.mine.WaitingAward/EditMoney': (call) =>
        (call.params as { reason?: string }).reason
          ? { body: envelope('修改成功', 1, '修改成功') }
          : { body: envelope(null, 0, NEEDS_REASON) },
    });
    renderApp(detailUrl(lost), server.adapter);
    await showsOrder(lost);
    fireEvent.click(await screen.findByTestId('action-editMoney'));
    const amount = (await screen.findByTestId('edit-money', {}, { timeout: 10_000 })).querySelector('input')!;
    expect(amount.value).toBe('0.00');
    fireEvent.change(amount, { target: { value: '500' } });
    fireEvent.click(screen.getByTestId('edit-money-submit'));

    const edits = () => server.calls.filter((c) => c.url.endsWith('/EditMoney'));
    await waitFor(() =>
      expect(showToastNow).toHaveBeenCalledWith(expect.objectContaining({ content: NEEDS_REASON })),
    );
    expect(edits().map((c) => c.params)).toEqual([{ order_id: lost.order_id, order_money: '500' }]);
    // Still open, with the amount typed: the shopkeeper adds the reason and sends it again.
    await nextFrame();
    expect(sheetOpen()).toBe(true);
    expect(screen.getByTestId('edit-money').querySelector('input')!.value).toBe('500');

    const reason = screen.getByTestId('edit-money-reason').querySelector('textarea')!;
    expect(reason.getAttribute('placeholder')).toBe('修改原因（选填，最多100字）');
    fireEvent.change(reason, { target: { value: '彩民来店核对，票面中奖500元' } });
    fireEvent.click(screen.getByTestId('edit-money-submit'));
    await waitFor(() =>
      expect(showToastNow).toHaveBeenCalledWith(expect.objectContaining({ content: '修改成功' })),
    );
    expect(edits()[1]?.params).toEqual({
      order_id: lost.order_id,
      order_money: '500',
      reason: '彩民来店核对，票面中奖500元',
    });
    await waitFor(() => expect(document.querySelector('[data-testid="edit-money"]')).toBeNull());
    // Opened again, it starts from the order's amount, with no reason.
    fireEvent.click(screen.getByTestId('action-editMoney'));
    expect((await screen.findByTestId('edit-money')).querySelector('input')!.value).toBe('0.00');
    expect(screen.getByTestId('edit-money-reason').querySelector('textarea')!.value).toBe('');
  });

  it('what was typed on one order’s sheet does not follow the shop to the next order', async () => {
    const first = orderOf(910, { State: OrderState.awaitingPayout });
    const next = orderOf(911, { State: OrderState.lost });
    renderApp(detailUrl(first), serveOrders([first, next]).adapter);
    await showsOrder(first);
    fireEvent.click(await screen.findByTestId('action-editMoney'));
    fireEvent.change((await screen.findByTestId('edit-money')).querySelector('input')!, {
      target: { value: '7' },
    });
    act(() => {
      window.location.hash = detailUrl(next);
    });
    await showsOrder(next);
    fireEvent.click(screen.getByTestId('action-editMoney'));
    expect((await screen.findByTestId('edit-money')).querySelector('input')!.value).toBe(next.AwardMoney);
  });

  it('the amount holds digits and two decimals only; an empty one is refused before asking the server', async () => {
    const won = orderOf(904, { State: OrderState.awaitingPayout });
    const server = serveOrders([won]);
    renderApp(detailUrl(won), server.adapter);
    await showsOrder(won);
    fireEvent.click(await screen.findByTestId('action-editMoney'));
    const amount = (await screen.findByTestId('edit-money', {}, { timeout: 10_000 })).querySelector('input')!;
    expect(amount.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(amount, { target: { value: '-5.005元' } });
    expect(amount.value).toBe('5.00');
    fireEvent.change(amount, { target: { value: 'abc' } });
    expect(amount.value).toBe('');
    fireEvent.click(screen.getByTestId('edit-money-submit'));
    await waitFor(() =>
      expect(showToastNow).toHaveBeenCalledWith(expect.objectContaining({ content: '请输入金额' })),
    );
    expect(server.calls.some((c) => c.url.endsWith('/EditMoney'))).toBe(false);
  });

  it('修改中奖金额 shows the most the ticket can win and refuses more before asking the server', async () => {
    // A 竞彩 single on 胜 at 1.85 or 平 at 3.20, ×1: at most 2 × 3.20 = 6.40 yuan.
    const won = orderOf(912, {
      State: OrderState.awaitingPayout,
      game_id: 407,
      Type: '竞彩足球',
      issue: null,
      BetContent: FOOTBALL,
    });
    const server = serveOrders([won], {
      'GET /api/shopkeeper.mine.WaitingAward/EditMoney': () => ({
        body: envelope('修改成功', 1, '修改成功'),
      }),
    });
    renderApp(detailUrl(won), server.adapter);
    await showsOrder(won);
    fireEvent.click(await screen.findByTestId('action-editMoney'));
    expect((await screen.findByTestId('edit-money-max')).textContent).toBe('本单最高可中 6.40 元');
    const amount = screen.getByTestId('edit-money').querySelector('input')!;
    fireEvent.change(amount, { target: { value: '6.41' } });
    fireEvent.click(screen.getByTestId('edit-money-submit'));
    await waitFor(() =>
      expect(showToastNow).toHaveBeenCalledWith(
        expect.objectContaining({ content: '不能超过本单最高奖金 6.40 元' }),
      ),
    );
    const edits = () => server.calls.filter((c) => c.url.endsWith('/EditMoney'));
    expect(edits()).toEqual([]);
    fireEvent.change(amount, { target: { value: '6.40' } });
    fireEvent.click(screen.getByTestId('edit-money-submit'));
    await waitFor(() =>
      expect(edits().map((c) => c.params)).toEqual([{ order_id: won.order_id, order_money: '6.40' }]),
    );
  });

  it('shows the issue, when sales close and when the shop stops taking the order', async () => {
    const order = orderOf(905, { State: OrderState.awaitingDraw, issue: '2026330' });
    renderApp(detailUrl(order), serveOrders([order]).adapter);
    await showsOrder(order);
    expect(infoValue('期号')).toBe('2026330');
    expect(infoValue('销售截止')).toBe(localTime(order.SalesClose));
    expect(infoValue('截止时间')).toBe(localTime(order.Deadline));
    expect(order.SalesClose).not.toBe(order.Deadline);
  });

  it('shows each ticket photo as the server’s thumbnail', async () => {
    const order = orderOf(930, {
      State: OrderState.awaitingDraw,
      ReturnImages: ['/uploads/orders/a.jpg', '/uploads/orders/b.jpg'],
      ReturnThumbs: ['/uploads/orders/a.thumb.jpg', '/uploads/orders/b.thumb.jpg'],
    });
    renderApp(detailUrl(order), serveOrders([order]).adapter);
    await showsOrder(order);
    const tiles = [...document.querySelectorAll<HTMLImageElement>('.orders-photo img')];
    expect(tiles.map((img) => img.getAttribute('src'))).toEqual(order.ReturnThumbs);
  });

  it('a group-buy adds up what its participants subscribed', async () => {
    const participant = (user_id: number, shares: number, money: string) => ({
      user_id,
      nickname: `彩民${user_id}`,
      shares,
      money,
      create_time: 1_795_000_000,
    });
    const plan = orderOf(909, {
      State: OrderState.awaitingTicket,
      BetMoney: '2.00',
      together: {
        id: 1,
        total_shares: 20,
        sold_shares: 6,
        left_shares: 14,
        share_money: '0.10',
        guarantee_shares: 4,
        deadline: 1_795_003_600,
        participants: [participant(1, 1, '0.10'), participant(2, 2, '0.20'), participant(3, 3, '0.30')],
      },
    });
    renderApp(detailUrl(plan), serveOrders([plan]).adapter);
    await showsOrder(plan);
    expect(screen.getByText('认购列表：6份 共￥0.60')).toBeTruthy();
    expect(screen.getByText('保底').nextElementSibling?.textContent).toBe('4份');
  });

  it('a 竞彩足球 ticket confirms its odds in the odds popup; 北京单场 (not fixed odds) asks a plain confirmation; sports bets link their split', async () => {
    const football = orderOf(906, {
      State: OrderState.awaitingTicket,
      game_id: 407,
      Type: '竞彩足球',
      issue: null,
      BetContent: FOOTBALL,
    });
    const beidan = orderOf(907, {
      State: OrderState.awaitingTicket,
      game_id: 405,
      Type: '北京单场',
      issue: '26042',
      BetContent: { ...FOOTBALL, lssue: '26042' },
    });
    const digits = orderOf(908, { State: OrderState.awaitingTicket });
    const server = serveOrders([football, beidan, digits], {
      'POST /api/shopkeeper.Order/OrderDrawDraft': () => ({ body: envelope('出票成功', 1, '出票成功') }),
    });
    renderApp(detailUrl(football), server.adapter);
    await showsOrder(football);
    expect(screen.getByText('拆单详情 ›')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('action-ticket'));
    const popup = await screen.findByTestId('odds-submit');
    expect(within(document.querySelector('.orders-odds-popup')!).getByText(/曼联 vs 切尔西/)).toBeTruthy();
    fireEvent.click(popup);
    await waitFor(() => expect(server.calls.some((c) => c.url.endsWith('/OrderDrawDraft'))).toBe(true));
    expect(server.calls.find((c) => c.url.endsWith('/OrderDrawDraft'))?.data).toEqual({
      order_id: football.order_id,
      newContent: 0,
    });
    expect(confirmDialog).not.toHaveBeenCalled();
    // Ticketed from the popup, the page goes back to the list.
    await waitFor(() => expect(window.location.hash).not.toBe(detailUrl(football)));

    act(() => {
      window.location.hash = detailUrl(beidan);
    });
    await showsOrder(beidan);
    expect(screen.getByText('拆单详情 ›')).toBeTruthy();
    fireEvent.click(screen.getByTestId('action-ticket'));
    await waitFor(() => expect(confirmDialog).toHaveBeenCalledWith({ content: `出票 ${beidan.order_id}?` }));
    expect(document.querySelector('.orders-odds-popup')).toBeNull();

    act(() => {
      window.location.hash = detailUrl(digits);
    });
    await showsOrder(digits);
    expect(screen.queryByText('拆单详情 ›')).toBeNull();
    // 福彩3D is a digit game: one digit per position, not two-digit balls.
    expect([...document.querySelectorAll('.orders-ball')].map((b) => b.textContent)).toEqual(['1', '2', '3']);
  });
});
