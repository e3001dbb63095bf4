import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Page, RedPacketRecord } from '@dzzs/shared';
import {
  envelope,
  fakeServer,
  giveListsTheirBox,
  renderApp,
  resetBrowser,
  shopkeeperIndex,
  withoutAnimations,
  type SeenCall,
} from './helpers.tsx';
import { confirmDialog, resetOverlays, showToastNow, toasted } from './overlays-mock.ts';

vi.mock('../src/shared/ui/overlays.ts', () => import('./overlays-mock.ts'));

// 红包营销 (docs/money.md, "Red packets") against a fake server: demo_shop has 1288.50 yuan in its shop balance.

const RP = '/api/shopkeeper.mine.RedPacket';

const record = (id: number, state: number, overrides: Partial<RedPacketRecord> = {}): RedPacketRecord => ({
  id,
  type: 1,
  type_label: '随机红包',
  title: '恭喜发财，大吉大利',
  state,
  state_label: { 1: '领取中', 2: '店主撤销', 3: '系统撤销', 4: '已领完' }[state]!,
  money: '88.88',
  remaining_money: '50.00',
  count: 10,
  claimed: 1,
  end_time: 1_795_100_000,
  create_time: 1_795_000_000,
  receivers: [
    { user_id: 21, avatar: '', nickname: '彩民01', get_money: '38.88', create_time: 1_795_000_100 },
  ],
  ...overrides,
});
const page = (rows: RedPacketRecord[]): Page<RedPacketRecord> => ({
  total: rows.length,
  per_page: 20,
  current_page: 1,
  last_page: 1,
  next_last_id: null,
  data: rows,
});

function serve(routes: Record<string, (call: SeenCall) => { body: unknown }> = {}) {
  return fakeServer({
    'GET /api/NewUser/index': () => ({ body: envelope(shopkeeperIndex()) }),
    'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    ...routes,
  });
}

async function field(testId: string) {
  const box = await screen.findByTestId(testId, undefined, { timeout: 10_000 });
  return box.querySelector('input') ?? box;
}
const type = async (testId: string, value: string) =>
  fireEvent.change(await field(testId), { target: { value } });

describe('红包营销', () => {
  withoutAnimations();
  beforeEach(() => {
    resetBrowser({ access: 'acc', refresh: 'ref' });
    resetOverlays(true);
  });

  it('checks every field before calling, shows the total, and sends a random packet', async () => {
    const server = serve({
      [`POST ${RP}/pushRedPacket`]: () => ({
        body: envelope({ id: 5, money: '10.00', balance: '1278.50' }, 1, '红包已发出'),
      }),
    });
    renderApp('#/pages/mimeSupPage/redPacket', server.adapter);
    expect(
      (await screen.findByTestId('red-packets-balance', undefined, { timeout: 10_000 })).textContent,
    ).toBe('店铺余额：¥1288.50');
    expect(((await field('red-packets-title')) as HTMLInputElement).value).toBe('恭喜发财，大吉大利');
    expect(screen.getByText('红包金额')).toBeTruthy();

    let clock = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    const refused = async (fields: Record<string, string>, message: string) => {
      for (const [id, value] of Object.entries(fields)) await type(id, value);
      clock += 2000;
      showToastNow.mockClear();
      fireEvent.click(screen.getByTestId('red-packets-send'));
      await toasted(message);
    };
    await refused({ 'red-packets-money': '' }, '请输入红包金额');
    // The amount is the app's money field: a sign, letters and a third decimal never get in.
    await type('red-packets-money', '-1.234元');
    expect(((await field('red-packets-money')) as HTMLInputElement).value).toBe('1.23');
    await refused({ 'red-packets-money': '0' }, '红包金额应大于0，最多两位小数');
    await refused({ 'red-packets-money': '10', 'red-packets-count': '' }, '请输入红包个数');
    await refused({ 'red-packets-count': '0' }, '红包个数为1-100个');
    await refused({ 'red-packets-count': '101' }, '红包个数为1-100个');
    await refused({ 'red-packets-count': '10', 'red-packets-days': '' }, '请输入红包有效期');
    await refused({ 'red-packets-days': '8' }, '红包有效期为1-7天');
    await refused(
      { 'red-packets-days': '3', 'red-packets-money': '0.09' },
      '每个红包至少0.01元，10个红包至少0.10元',
    );
    await refused({ 'red-packets-money': '2000' }, '店铺余额不足（可用 1288.50 元），请先充值');
    await refused({ 'red-packets-money': '50000.01' }, '红包总额最多50000元');
    expect(server.calls.some((c) => c.url === `${RP}/pushRedPacket`)).toBe(false);

    await type('red-packets-money', '10');
    expect(screen.getByTestId('red-packets-total').textContent).toBe('¥10.00');
    fireEvent.click(screen.getByTestId('red-packets-send'));
    await toasted('红包已发出');
    expect(server.calls.find((c) => c.url === `${RP}/pushRedPacket`)?.data).toEqual({
      type: 1,
      Money: '10',
      Count: 10,
      endDay: 3,
      title: '恭喜发财，大吉大利',
    });
    vi.restoreAllMocks();
  });

  it('a fixed packet costs the amount each times the count', async () => {
    const server = serve({
      [`POST ${RP}/pushRedPacket`]: () => ({ body: envelope({ id: 6, money: '25.00', balance: '1263.50' }) }),
    });
    renderApp('#/pages/mimeSupPage/redPacket', server.adapter);
    fireEvent.click(await screen.findByTestId('red-packets-switch', undefined, { timeout: 10_000 }));
    expect(screen.getByTestId('red-packets-switch').textContent).toBe('切换随机红包');
    expect(screen.getByText('单个金额')).toBeTruthy();
    await type('red-packets-money', '2.5');
    await type('red-packets-count', '10');
    expect(screen.getByTestId('red-packets-total').textContent).toBe('¥25.00');
    await type('red-packets-count', '1000');
    fireEvent.click(screen.getByTestId('red-packets-send'));
    await toasted('红包个数为1-100个');
    await type('red-packets-count', '10');
    fireEvent.click(screen.getByTestId('red-packets-send'));
    await vi.waitFor(() =>
      expect(server.calls.find((c) => c.url === `${RP}/pushRedPacket`)?.data).toMatchObject({
        type: 2,
        Money: '2.5',
        Count: 10,
      }),
    );
  });

  it('红包记录 lists the packets, revokes an open one after confirming, and opens the receivers', async () => {
    giveListsTheirBox();
    const server = serve({
      [`GET ${RP}/getRedPacketRecord`]: () => ({
        body: envelope(page([record(3, 1), record(2, 4, { claimed: 10, remaining_money: '0.00' })])),
      }),
      [`POST ${RP}/revocationRedPacket`]: () => ({
        body: envelope({ money: '50.00', balance: '1338.50' }, 1, '撤销成功！退回金额50.00'),
      }),
    });
    renderApp('#/pages/mimeSupPage/redPacket', server.adapter);
    fireEvent.click(await screen.findByTestId('red-packets-records', undefined, { timeout: 10_000 }));
    const cards = await screen.findAllByTestId('red-packets-record');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('随机红包');
    expect(cards[0]!.textContent).toContain('领取中');
    expect(cards[0]!.textContent).toContain('¥88.88');
    expect(cards[0]!.textContent).toContain('已领取 1/10');
    expect(cards[0]!.textContent).toContain('截止时间：');
    expect(cards[1]!.textContent).toContain('已领完');

    // Only the open packet can be revoked.
    expect(screen.getAllByText('撤销此红包')).toHaveLength(1);
    fireEvent.click(screen.getByText('撤销此红包'));
    await toasted('撤销成功！退回金额50.00');
    expect(confirmDialog).toHaveBeenCalledWith({
      content: '确定撤销此红包吗？未领取的 ¥50.00 将退回店铺余额。',
    });
    expect(server.calls.find((c) => c.url === `${RP}/revocationRedPacket`)?.data).toEqual({ id: 3 });

    fireEvent.click(cards[0]!);
    const detail = await screen.findByTestId('red-packets-detail');
    const receiver = within(detail).getByTestId('red-packets-receiver');
    expect(receiver.textContent).toContain('彩民01');
    expect(receiver.textContent).toContain('¥38.88');
    expect(receiver.textContent).toContain('领取时间：');
    vi.restoreAllMocks();
  });
});
