import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '@dzzs/shared';
import { HttpStatusError } from '../src/shared/http/index.ts';
import { runAction } from '../src/shared/http/run-action.ts';
import { showToastNow } from './overlays-mock.ts';

vi.mock('../src/shared/ui/overlays.ts', () => import('./overlays-mock.ts'));

const answer = <T>(code: number, msg: string, data: T): Promise<Envelope<T>> =>
  Promise.resolve({ code, msg, time: 1_700_000_000, data });
const toasts = () =>
  showToastNow.mock.calls.map((call) => (call as unknown[])[0] as { content: string; icon?: string });

describe('runAction, the one way a page takes an action', () => {
  beforeEach(() => showToastNow.mockClear());

  it('on success resolves with the answer and shows the server’s words', async () => {
    const done = await runAction(answer(1, '接单成功', { id: 1 }));
    expect(done?.data).toEqual({ id: 1 });
    expect(toasts()).toEqual([expect.objectContaining({ content: '接单成功', icon: 'success' })]);
  });

  it('says the page’s own words on success when it has them, or nothing when it shows the outcome itself', async () => {
    await runAction(answer(1, '派奖成功', null), { success: '派奖成功~' });
    expect(toasts()).toEqual([expect.objectContaining({ content: '派奖成功~', icon: 'success' })]);
    showToastNow.mockClear();
    expect(await runAction(answer(1, '登录成功', null), { success: false })).not.toBeNull();
    expect(toasts()).toEqual([]);
  });

  it('on a refusal shows the server’s message, tells onRefused, and resolves with null', async () => {
    const onRefused = vi.fn();
    expect(await runAction(answer(0, '订单当前状态为「待出票」，不能接单', null), { onRefused })).toBeNull();
    expect(toasts()).toEqual([
      expect.objectContaining({ content: '订单当前状态为「待出票」，不能接单', icon: 'fail' }),
    ]);
    expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ code: 0 }));
  });

  it('hands 402 (balance too low) to the page’s callback instead of a toast', async () => {
    const onBalanceLow = vi.fn();
    expect(await runAction(answer(402, '店铺余额不足，请充值', null), { onBalanceLow })).toBeNull();
    expect(onBalanceLow).toHaveBeenCalledWith('店铺余额不足，请充值');
    expect(toasts()).toEqual([]);
    // Without a callback, 402 is shown like any refusal.
    await runAction(answer(402, '余额不足', null));
    expect(toasts()).toEqual([expect.objectContaining({ content: '余额不足', icon: 'fail' })]);
  });

  it('describes a call that got no answer: network, time-out, HTTP status; an abort says nothing', async () => {
    expect(await runAction(Promise.reject(undefined))).toBeNull();
    await runAction(Promise.reject('timeout'));
    await runAction(Promise.reject(new HttpStatusError(502)));
    await runAction(Promise.reject('abort'));
    expect(toasts().map((toast) => toast.content)).toEqual([
      '网络连接失败，请稍后重试',
      '请求超时，请检查网络',
      '请求失败（502）',
    ]);
  });
});
