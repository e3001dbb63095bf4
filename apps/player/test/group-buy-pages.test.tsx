import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeServer, giveListsTheirBox, onePage, PLAYER, renderLoggedIn, type Call } from './helpers.tsx';

vi.mock('../src/shared/socket.ts', () => ({
  startSocket: () => undefined,
  stopSocket: () => undefined,
  sendFrame: () => undefined,
  useSocketEvents: () => undefined,
}));

// 合买大厅 and a plan's page against a fake server (docs/player-app.md).

const DEADLINE = Math.floor(Date.now() / 1000) + 3 * 3600;
const PLAN = {
  order_id: '26112800000181',
  Type: '双色球',
  game_id: 101,
  issue: '2026140',
  State: 0,
  Note: 7,
  BetMoney: '14.00',
  user_id: { id: 302, nickname: '彩民02', remarks: '' },
  BetContent: [{ beilv: 1, play: '复式', data: { list: { red: [1, 5, 9, 14, 20, 26, 31], blue: [12] } } }],
  together: {
    id: 9,
    total_shares: 14,
    sold_shares: 4,
    left_shares: 10,
    share_money: '1.00',
    guarantee_shares: 3,
    deadline: DEADLINE,
    participants: [{ user_id: 302, nickname: '彩民02', shares: 4, money: '4.00', create_time: 1 }],
  },
};

function serve(money = '88.00', plan: object = PLAN) {
  return fakeServer({
    'GET /api/bettingend.User/index': () => ({ userinfo: { ...PLAYER.userinfo, money } }),
    'GET /api/bettingend.Together/list': () => onePage([PLAN]),
    'GET /api/bettingend.Together/detail': () => plan,
    'POST /api/bettingend.Together/join': () => '认购成功',
  });
}

describe('合买', () => {
  beforeEach(giveListsTheirBox);

  it('the hall shows each open plan: game, initiator, progress, shares left, 保底, price and countdown', async () => {
    renderLoggedIn('#/group-buy', serve().adapter);
    const row = await screen.findByTestId(`plan-${PLAN.order_id}`, {}, { timeout: 5000 });
    expect(within(row).getByText('双色球 第2026140期')).toBeTruthy();
    expect(within(row).getByText(/彩民02/)).toBeTruthy();
    expect(within(row).getByText('进度 28%')).toBeTruthy();
    expect(within(row).getByText('剩余 10 份')).toBeTruthy();
    expect(within(row).getByText('保底 3份')).toBeTruthy();
    expect(within(row).getByText('1.00元/份')).toBeTruthy();
    expect(within(row).getByText(/距截止 0[23]:\d\d:\d\d/)).toBeTruthy();
  });

  it('a plan: the bet, then shares bought through the pay sheet with the balance after', async () => {
    const server = serve();
    renderLoggedIn(`#/group-buy/${PLAN.order_id}`, server.adapter);
    const join = await screen.findByTestId('join', {}, { timeout: 5000 });
    expect(document.querySelector('.bet-red')?.textContent).toBe('01 05 09 14 20 26 31');
    expect(join.textContent).toBe('认购 1 份 共1.00元');
    const input = screen.getByTestId('join-shares').querySelector('input')!;
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.blur(input);
    expect(screen.getByTestId('join').textContent).toBe('认购 3 份 共3.00元');
    fireEvent.click(screen.getByTestId('join'));
    const sheet = await screen.findByTestId('pay-sheet');
    expect(await within(sheet).findByText('剩余余额：85.00元')).toBeTruthy();
    expect(within(sheet).getByText('双色球 3份：3.00元')).toBeTruthy();
    fireEvent.click(within(sheet).getByText(/我已年满18周岁/));
    fireEvent.click(within(sheet).getByTestId('pay'));
    await vi.waitFor(() =>
      expect(server.calls.find((c: Call) => c.url.endsWith('Together/join'))?.data).toEqual({
        order_id: PLAN.order_id,
        shares: 3,
        consent: 1,
      }),
    );
    // Several renders and a sheet: more than the default 5 s when the machine is busy.
  }, 15_000);

  it('a balance too low leads to 充值 instead of paying', async () => {
    renderLoggedIn(`#/group-buy/${PLAN.order_id}`, serve('0.50').adapter);
    fireEvent.click(await screen.findByTestId('join', {}, { timeout: 5000 }));
    const sheet = await screen.findByTestId('pay-sheet');
    expect(await within(sheet).findByText('余额不足！')).toBeTruthy();
    expect(within(sheet).getByTestId('go-recharge')).toBeTruthy();
    expect(within(sheet).queryByTestId('pay')).toBeNull();
  });

  it('a filled or expired plan takes no more shares', async () => {
    for (const plan of [
      { ...PLAN, State: 1 },
      { ...PLAN, together: { ...PLAN.together, deadline: DEADLINE - 4 * 3600 } },
    ]) {
      const view = renderLoggedIn(`#/group-buy/${PLAN.order_id}`, serve('88.00', plan).adapter);
      await screen.findByTestId('plan-left', {}, { timeout: 5000 });
      expect(screen.queryByTestId('join')).toBeNull();
      view.unmount();
    }
  });

  it('发起合买: 1 元 a share by default, a split of part fen or a plan under 10 元 said before sending', async () => {
    const draft = { game: 101, content: PLAN.BetContent, amountFen: 1400, notes: 7, issue: '2026140' };
    // The 投注单 hands the bet over in the history entry, as react-router keeps a navigation's state.
    window.history.replaceState({ usr: draft, key: 'slip', idx: 0 }, '', '#/group-buy/new');
    renderLoggedIn('#/group-buy/new', serve().adapter);
    expect((await screen.findByTestId('share-money', {}, { timeout: 5000 })).textContent).toBe('1.00');
    const total = screen.getByTestId('total-shares').querySelector('input')!;
    expect(total.value).toBe('14');
    fireEvent.change(total, { target: { value: '3' } });
    fireEvent.blur(total);
    expect(screen.getByTestId('plan-problem').textContent).toBe('每份金额需为整分：14.00元不能平均分成 3 份');
    expect((screen.getByTestId('start-plan') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(total, { target: { value: '7' } });
    fireEvent.blur(total);
    expect(screen.getByTestId('share-money').textContent).toBe('2.00');
    expect(screen.queryByTestId('plan-problem')).toBeNull();
  });

  it('发起合买 with 保底: up to the shares not taken, paid with the own shares in one sheet', async () => {
    const draft = { game: 101, content: PLAN.BetContent, amountFen: 1400, notes: 7, issue: '2026140' };
    window.history.replaceState({ usr: draft, key: 'slip', idx: 0 }, '', '#/group-buy/new');
    const server = serve();
    renderLoggedIn('#/group-buy/new', server.adapter);
    const guarantee = (await screen.findByTestId('guarantee-shares', {}, { timeout: 5000 })).querySelector(
      'input',
    )!;
    expect(guarantee.value).toBe('0');
    const own = screen.getByTestId('own-shares').querySelector('input')!;
    fireEvent.change(own, { target: { value: '2' } });
    fireEvent.blur(own);
    // 14 shares, 2 taken: at most 12 guaranteed.
    fireEvent.change(guarantee, { target: { value: '20' } });
    fireEvent.blur(guarantee);
    expect(guarantee.value).toBe('12');
    // Taking more shares leaves fewer to guarantee.
    fireEvent.change(own, { target: { value: '5' } });
    fireEvent.blur(own);
    expect(guarantee.value).toBe('9');
    fireEvent.change(guarantee, { target: { value: '5' } });
    fireEvent.blur(guarantee);
    expect(screen.getByTestId('guarantee-cost').textContent).toBe(
      '保底 5 份，冻结 5.00元，截止时未用完的退回',
    );
    fireEvent.click(screen.getByTestId('start-plan'));
    const sheet = await screen.findByTestId('pay-sheet');
    expect(await within(sheet).findByText('剩余余额：78.00元')).toBeTruthy();
    expect(within(sheet).getByText('双色球 认购 5 份 + 保底 5 份：10.00元')).toBeTruthy();
    fireEvent.click(within(sheet).getByText(/我已年满18周岁/));
    fireEvent.click(within(sheet).getByTestId('pay'));
    await vi.waitFor(() =>
      expect(server.calls.find((c: Call) => c.url.endsWith('Together/create'))?.data).toMatchObject({
        total_shares: 14,
        own_shares: 5,
        guarantee_shares: 5,
      }),
    );
  }, 15_000);

  it('发起合买 refuses a plan under 10 元 before sending', async () => {
    const draft = { game: 101, content: PLAN.BetContent, amountFen: 800, notes: 4 };
    window.history.replaceState({ usr: draft, key: 'slip', idx: 0 }, '', '#/group-buy/new');
    renderLoggedIn('#/group-buy/new', serve().adapter);
    expect((await screen.findByTestId('plan-problem', {}, { timeout: 5000 })).textContent).toBe(
      '合买方案至少 10.00元',
    );
  });

  it('发起合买 without a slip handed over says to pick numbers first', async () => {
    window.history.replaceState(null, '', '#/');
    renderLoggedIn('#/group-buy/new', serve().adapter);
    expect(await screen.findByText('投注单是空的，先去选号', {}, { timeout: 5000 })).toBeTruthy();
  });
});
