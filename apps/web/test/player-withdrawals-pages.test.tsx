import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Page, PlayerWithdrawal } from '@dzzs/shared';
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

// 提现申请 against a fake server (docs/money.md, "Players' withdrawals"): 拒绝 needs a reason before anything is
// sent; 同意 asks first.

const BASE = '/api/shopkeeper.mine.Withdrawal';
const REQUEST: PlayerWithdrawal = {
  id: 41,
  user_id: 1203,
  user_nickname: '追梦人',
  user_remarks: '老张',
  user_avatar: '',
  user_RealName: '张伟',
  money: '120.50',
  method: 1,
  memo: '支付宝',
  number: '13912345678',
  contact: '微信 zw888',
  state: 0,
  retMemo: '',
  create_time: 1_795_000_000,
  update_time: 1_795_000_000,
};
const pageOf = (rows: PlayerWithdrawal[]): Page<PlayerWithdrawal> => ({
  total: rows.length,
  per_page: 10,
  current_page: 1,
  last_page: 1,
  next_last_id: null,
  data: rows,
});

function serve() {
  return fakeServer({
    'GET /api/NewUser/index': () => ({ body: envelope(shopkeeperIndex()) }),
    'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    [`GET ${BASE}/index`]: (call: SeenCall) => ({
      body: envelope(pageOf((call.params as { type: number }).type === 1 ? [REQUEST] : [])),
    }),
    [`POST ${BASE}/handle`]: (call: SeenCall) => {
      const agreed = (call.data as { type: number }).type === 1;
      const words = agreed ? '已同意，请确认已向用户付款' : '已拒绝，金额已退回用户余额';
      return { body: envelope(words, 1, words) };
    },
  });
}

const handled = (server: ReturnType<typeof serve>) => server.calls.filter((c) => c.url === `${BASE}/handle`);

describe('提现申请', () => {
  withoutAnimations();
  beforeEach(() => {
    resetBrowser({ access: 'acc', refresh: 'ref' });
    resetOverlays(true);
    giveListsTheirBox();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the request: remark and id, amount, Alipay, account, contact, real name', async () => {
    const server = serve();
    renderApp('#/pages/mimeSupPage/tixianshenqin', server.adapter);
    const card = await screen.findByTestId('withdrawal-card', undefined, { timeout: 10_000 });
    expect(card.textContent).toContain('老张(ID:1203)');
    expect(card.textContent).toContain('¥120.50');
    expect(card.textContent).toContain('支付宝账号13912345678');
    expect(card.textContent).toContain('联系方式微信 zw888');
    expect(card.textContent).toContain('真实姓名张伟');
    expect(screen.getByText('店内提现')).toBeTruthy();
    expect(screen.getByText('合作店铺提现')).toBeTruthy();
    fireEvent.click(screen.getByText('合作店铺提现'));
    expect(await screen.findByText('暂无合作店铺提现')).toBeTruthy();
    expect(screen.getByText(/彩民的余额只存放在其所属店铺/)).toBeTruthy();
  });

  it('拒绝 sends nothing without a reason, then sends the reason typed', async () => {
    const server = serve();
    renderApp('#/pages/mimeSupPage/tixianshenqin', server.adapter);
    fireEvent.click(await screen.findByTestId('withdrawal-reject', undefined, { timeout: 10_000 }));
    const box = await screen.findByPlaceholderText('请输入拒绝的理由避免纠纷~');
    const dialog = box.closest<HTMLElement>('.adm-dialog-body')!;
    expect(dialog.textContent).toContain('拒绝老张的提现申请');

    // The same toast twice within its 1.5 s shows once: each try comes 2 s after the last.
    let clock = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    for (const typed of ['', '   ']) {
      clock += 2000;
      showToastNow.mockClear();
      fireEvent.change(box, { target: { value: typed } });
      fireEvent.click(within(dialog).getByText('拒绝'));
      await toasted('请输入拒绝的理由');
    }
    expect(handled(server)).toEqual([]);

    fireEvent.change(box, { target: { value: ' 支付宝实名不符 ' } });
    fireEvent.click(within(dialog).getByText('拒绝'));
    await toasted('已拒绝，金额已退回用户余额');
    expect(handled(server).map((c) => c.data)).toEqual([{ id: 41, type: 2, retReason: '支付宝实名不符' }]);
    await waitFor(() => expect(screen.queryByPlaceholderText('请输入拒绝的理由避免纠纷~')).toBeNull());
  });

  it('同意 asks first, and sends nothing when the shop says no', async () => {
    const server = serve();
    resetOverlays(false);
    renderApp('#/pages/mimeSupPage/tixianshenqin', server.adapter);
    fireEvent.click(await screen.findByTestId('withdrawal-agree', undefined, { timeout: 10_000 }));
    await waitFor(() =>
      expect(confirmDialog).toHaveBeenCalledWith(
        expect.objectContaining({ title: '确定同意(老张)的提现申请吗？' }),
      ),
    );
    expect(handled(server)).toEqual([]);

    confirmDialog.mockResolvedValue(true);
    fireEvent.click(screen.getByTestId('withdrawal-agree'));
    await toasted('已同意，请确认已向用户付款');
    expect(handled(server).map((c) => c.data)).toEqual([{ id: 41, type: 1 }]);
  });
});
