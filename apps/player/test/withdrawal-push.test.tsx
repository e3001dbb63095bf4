import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import type { WsServerFrameOf } from '@dzzs/shared';
import { queryClient } from '../src/shared/http.ts';
import { WithdrawalPush } from '../src/features/wallet/components/withdrawal-push.tsx';

const heard = vi.hoisted(() => ({ handler: undefined as ((frame: unknown) => void) | undefined }));
vi.mock('../src/shared/socket.ts', () => ({
  useSocketEvents: (_types: string[], handler: (frame: unknown) => void) => {
    heard.handler = handler;
  },
}));
const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../src/shared/toast.ts', () => ({ toast: (text: string) => toasts.push(text) }));

// The shop's answer to a withdrawal, heard on the player's socket (docs/player-app.md).

const answer = (state: number, reason = ''): WsServerFrameOf<'withdrawal.answered'> => ({
  type: 'withdrawal.answered',
  id: 7,
  state,
  reason,
});

describe('the shop answers a withdrawal', () => {
  beforeEach(() => void toasts.splice(0));

  it('reads the balance and 提现记录 again and says paid, or refused with the reason', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    render(<WithdrawalPush />);
    heard.handler!(answer(1));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['player'] });
    heard.handler!(answer(2, '账号有误'));
    expect(toasts).toEqual(['你的提现已成功结算', '你的提现已拒绝，原因：账号有误']);
    invalidate.mockRestore();
  });
});
