import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import type { WsServerFrameOf } from '@dzzs/shared';
import { queryClient } from '../src/shared/http.ts';
import { WalletPush } from '../src/features/wallet/components/wallet-push.tsx';

const heard = vi.hoisted(() => ({ handler: undefined as ((frame: { type: string }) => void) | undefined }));
vi.mock('../src/shared/socket.ts', () => ({
  // As the socket does: the handler hears only the kinds it asked for.
  useSocketEvents: (types: string[], handler: (frame: { type: string }) => void) => {
    heard.handler = (frame) => types.includes(frame.type) && handler(frame);
  },
}));
const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../src/shared/toast.ts', () => ({ toast: (text: string) => toasts.push(text) }));

// The shop's answers about the player's wallet, heard on the player's socket (docs/player-app.md).

const withdrawal = (state: number, reason = ''): WsServerFrameOf<'withdrawal.answered'> => ({
  type: 'withdrawal.answered',
  id: 7,
  state,
  reason,
});
const recharge = (state: number, money: string): WsServerFrameOf<'recharge.answered'> => ({
  type: 'recharge.answered',
  id: 8,
  state,
  money,
});

describe('the shop answers', () => {
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  beforeEach(() => {
    toasts.splice(0);
    invalidate.mockClear();
    render(<WalletPush />);
  });

  it('a withdrawal: reads the balance and 提现记录 again and says paid, or refused with the reason', () => {
    heard.handler!(withdrawal(1));
    heard.handler!(withdrawal(2, '账号有误'));
    expect(invalidate.mock.calls).toEqual([[{ queryKey: ['player'] }], [{ queryKey: ['player'] }]]);
    expect(toasts).toEqual(['你的提现已成功结算', '你的提现已拒绝，原因：账号有误']);
  });

  it('an offline recharge: reads the balance and 交易明细 again and says credited or refused, with the amount', () => {
    heard.handler!(recharge(1, '123.45'));
    heard.handler!(recharge(2, '20.00'));
    expect(invalidate.mock.calls).toEqual([[{ queryKey: ['player'] }], [{ queryKey: ['player'] }]]);
    expect(toasts).toEqual(['你的充值已到账 ¥123.45', '你的充值 ¥20.00 已被店主拒绝']);
  });
});
