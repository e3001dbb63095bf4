import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OfflineRecharge, ReceiptChannel } from '@dzzs/shared';
import {
  envelope,
  fakeServer,
  renderApp,
  resetBrowser,
  shopkeeperIndex,
  withoutAnimations,
  type SeenCall,
} from './helpers.tsx';
import { confirmDialog, resetOverlays, showImageViewer, toasted } from './overlays-mock.ts';

vi.mock('../src/shared/ui/overlays.ts', () => import('./overlays-mock.ts'));

// 收款管理 (docs/money.md, "Payment channels and players' recharges") against a fake server: the channels in every
// state, the application form checked with the shared rules before it is sent, and the offline recharges.

const R = '/api/shopkeeper.mine.Receipt';
const IMG = '/uploads/receipts/2026/11/0123456789abcdef0123456789abcdef.jpg';

const field = (
  key: string,
  label: string,
  kind: ReceiptChannel['model'][number]['kind'],
  required = true,
) => ({
  key,
  label,
  kind,
  required,
});
const channel = (
  id: number,
  name: string,
  record: ReceiptChannel['record'],
  extra: Partial<ReceiptChannel> = {},
) =>
  ({
    id,
    name,
    icon: 'newpay',
    title: '费率',
    rate: '0.38',
    record,
    retmemo: '',
    model: [],
    form: {},
    pid: '',
    ...extra,
  }) satisfies ReceiptChannel;

const MODEL_2 = [
  field('identification_front', '身份证人像面', 'img'),
  field('name', '姓名', 'text'),
  field('phone_number', '手机号', 'phone'),
  field('identificationNumb', '身份证号', 'idcard'),
  field('email', '邮箱', 'email', false),
];
const CHANNELS = [
  channel(1, '支付宝当面付', '0', { icon: 'alipay', rate: '0.60' }),
  channel(2, '随行付聚合支付', null, { icon: 'suixing', model: MODEL_2 }),
  channel(3, '51新支付', '3', { pid: '10086001' }),
  channel(201, '51新支付(聚合)', '2', {
    retmemo: '银行卡户名不一致',
    model: MODEL_2,
    form: { name: '张伟' },
  }),
  channel(999, '线下收款码', '1', { icon: 'offline', rate: '0.00' }),
];
const RECHARGE: OfflineRecharge = {
  id: 5,
  user_id: 101,
  nickname: '彩民01',
  avatar: '',
  money: '200.00',
  state: 0,
  state_label: '待确认',
  create_time: 1_795_000_000,
  handle_time: 0,
};

function serve(routes: Record<string, (call: SeenCall) => { body: unknown }> = {}) {
  return fakeServer({
    'GET /api/NewUser/index': () => ({ body: envelope(shopkeeperIndex()) }),
    'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    [`GET ${R}/List`]: () => ({ body: envelope(CHANNELS) }),
    [`GET ${R}/offlineRecharges`]: () => ({
      body: envelope({
        total: 1,
        per_page: 100,
        current_page: 1,
        last_page: 1,
        next_last_id: null,
        data: [RECHARGE],
      }),
    }),
    ...routes,
  });
}

const cardOf = async (id: number) => {
  await screen.findByText('线下收款码', undefined, { timeout: 10_000 });
  return document.querySelector<HTMLElement>(`[data-channel="${id}"]`)!;
};

describe('收款管理', () => {
  withoutAnimations();
  beforeEach(() => {
    resetBrowser({ access: 'acc', refresh: 'ref' });
    resetOverlays(true);
  });

  it('shows every state, switches an approved channel, previews the QR code and confirms a recharge', async () => {
    const server = serve({
      [`POST ${R}/setReceipt`]: () => ({ body: envelope('收款已关闭', 1, '收款已关闭') }),
      [`POST ${R}/YulanShoukuangImg`]: () => ({ body: envelope(IMG) }),
      [`POST ${R}/confirmOffline`]: () => ({ body: envelope('已确认到账', 1, '已确认到账') }),
    });
    renderApp('#/pages/mimeSupPage/receipt', server.adapter);
    expect(
      await screen.findByText('开通后用户可通过以下方式充值,如需重新申请请联系平台客服', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    expect((await cardOf(1)).textContent).toContain('费率为0.60%');
    expect((await cardOf(1)).textContent).toContain('审核中');
    expect(within(await cardOf(2)).getByTestId('apply').textContent).toBe('去开通');
    expect((await cardOf(3)).textContent).toContain('收款关闭');
    expect((await cardOf(201)).textContent).toContain('驳回理由:银行卡户名不一致');

    const offline = await cardOf(999);
    fireEvent.click(within(offline).getByText('线下收款码'));
    fireEvent.click(within(offline).getByRole('switch'));
    await toasted('收款已关闭');
    expect(server.calls.find((c) => c.url === `${R}/setReceipt`)?.data).toEqual({ id: 999, state: false });

    fireEvent.click(within(offline).getByTestId('preview-qr'));
    await waitFor(() => expect(showImageViewer).toHaveBeenCalledWith([IMG], 0, 4));

    const recharges = screen.getByTestId('offline-recharges');
    expect(recharges.textContent).toContain('彩民01');
    fireEvent.click(within(recharges).getByTestId('confirm'));
    await toasted('已确认到账');
    expect(confirmDialog).toHaveBeenCalledWith({
      content: '确认已收到 彩民01 的 ¥200.00？确认后金额将充入其余额',
    });
    expect(server.calls.find((c) => c.url === `${R}/confirmOffline`)?.data).toEqual({ id: 5, state: true });
  });

  it('checks the PID before sending it', async () => {
    const server = serve({
      'POST /api/shopkeeper.mine.Setup/set_newpay_pid': () => ({ body: envelope('设置成功', 1, '设置成功') }),
    });
    renderApp('#/pages/mimeSupPage/receipt', server.adapter);
    const card = await cardOf(3);
    fireEvent.click(within(card).getByText('51新支付'));
    fireEvent.click(within(card).getByTestId('set-pid'));
    const input = await screen.findByPlaceholderText('请输入51新支付平台pid参数');
    fireEvent.change(input, { target: { value: '12ab' } });
    fireEvent.click(screen.getByTestId('pid-save'));
    await toasted('PID 应为 4–20 位数字');
    expect(server.calls.some((c) => c.url.endsWith('set_newpay_pid'))).toBe(false);
    fireEvent.change(input, { target: { value: '20230001' } });
    fireEvent.click(screen.getByTestId('pid-save'));
    await toasted('设置成功');
    expect(server.calls.find((c) => c.url.endsWith('set_newpay_pid'))?.data).toEqual({
      pid: '20230001',
      source: 3,
    });
  });

  it('去开通 opens the channel’s form, which refuses to send without its images', async () => {
    const server = serve({
      [`POST ${R}/OpenReceipt`]: () => ({ body: envelope('提交成功', 1, '提交成功') }),
    });
    renderApp('#/pages/mimeSupPage/receipt', server.adapter);
    fireEvent.click(within(await cardOf(2)).getByTestId('apply'));
    const submit = await screen.findByTestId('submit', undefined, { timeout: 10_000 });
    expect(window.location.hash).toContain('id=2');
    expect(screen.getByText('图片仅支持 jpg、png、jpeg 格式')).toBeTruthy();

    fireEvent.click(submit);
    await toasted('请上传身份证人像面');
    expect(server.calls.some((c) => c.url.endsWith('OpenReceipt'))).toBe(false);
  });

  it('a rejected application opens its form with what was sent and why it was rejected', async () => {
    const server = serve({
      'POST /api/common.Common/uploadStoreID': () => ({ body: envelope({ url: IMG }) }),
      [`POST ${R}/OpenReceipt`]: () => ({ body: envelope('提交成功', 1, '提交成功') }),
    });
    renderApp('#/pages/mimeSupPage/receipt', server.adapter);
    fireEvent.click(within(await cardOf(201)).getByText('驳回理由:银行卡户名不一致'));
    const submit = await screen.findByTestId('submit', undefined, { timeout: 10_000 });
    expect(screen.getByText('上次驳回理由：银行卡户名不一致')).toBeTruthy();
    expect(document.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('张伟');

    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'id.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('file-identification_front'), { target: { files: [file] } });
    await waitFor(() => expect(document.querySelector(`img[src="${IMG}"]`)).toBeTruthy());

    const type = (name: string, value: string) =>
      fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });
    type('phone_number', '12800138000');
    type('identificationNumb', '11010519491231002X');
    fireEvent.click(submit);
    await toasted('手机号应为11位手机号');
    type('phone_number', '13800138000');
    type('email', 'shop@example');
    fireEvent.click(submit);
    await toasted('邮箱格式不正确');
    expect(server.calls.some((c) => c.url.endsWith('OpenReceipt'))).toBe(false);

    type('email', '');
    fireEvent.click(submit);
    await toasted('提交成功');
    expect(server.calls.find((c) => c.url.endsWith('OpenReceipt'))?.data).toEqual({
      receipt_id: 201,
      identification_front: IMG,
      name: '张伟',
      phone_number: '13800138000',
      identificationNumb: '11010519491231002X',
    });
  });
});
