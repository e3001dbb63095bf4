import { WS_CLOSE_SESSION_ENDED } from '@dzzs/shared';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSocket, stopSocket, useSocketEvents } from '@dzzs/web-shared/socket/socket.ts';
import '../src/shared/socket/configure.ts';
import { queryClient } from '../src/shared/query-client.ts';
import { saveTokens, useAppStore } from '../src/shared/store/app-store.ts';
import { showToastNow } from './overlays-mock.ts';

vi.mock('../src/shared/ui/overlays.ts', () => import('./overlays-mock.ts'));

/** A browser socket the test drives: it opens when told, and closes with the code the server would send. */
class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  sent: string[] = [];
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close(code = 1000) {
    this.onclose?.({ code });
  }
  /** The server accepts the session, then closes the socket with `code`. */
  serveThenClose(code: number) {
    this.onopen?.();
    this.onmessage?.({ data: JSON.stringify({ type: 'ready', user_id: 1, time: 0 }) });
    this.onclose?.({ code });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
  FakeSocket.made = [];
  window.location.hash = '#/pages/index/orders';
  saveTokens('access-1', 'refresh-1');
});
afterEach(() => {
  stopSocket();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the session socket', () => {
  it('reconnects after an ordinary drop', () => {
    startSocket();
    FakeSocket.made[0]!.serveThenClose(1006);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(2);
    expect(useAppStore.getState().access_token).toBe('access-1');
  });

  it('goes to the login page, as on a 303, and never reconnects when the server ends the session', async () => {
    startSocket();
    const first = FakeSocket.made[0]!;
    first.serveThenClose(WS_CLOSE_SESSION_ENDED);
    expect(JSON.parse(first.sent[0] ?? '{}')).toEqual({ type: 'postId', token: 'access-1' });
    await vi.runAllTimersAsync();
    expect(window.location.hash).toBe(
      `#/pages/login/login?redirect=${encodeURIComponent('/pages/index/orders')}`,
    );
    expect(useAppStore.getState()).toMatchObject({ access_token: '', hasLogin: false, isSocketOpen: false });
    expect(showToastNow).toHaveBeenCalledWith(expect.objectContaining({ content: '登录已失效，请重新登录' }));
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('hands a listener only the kinds it asked for, and ignores text that is not a frame of a known kind', () => {
    const heard: string[] = [];
    renderHook(() =>
      useSocketEvents(['order.new', 'withdrawal.new'], (frame) =>
        heard.push(frame.type === 'order.new' ? `order ${frame.order_id}` : `withdrawal ${frame.pending}`),
      ),
    );
    startSocket();
    const socket = FakeSocket.made[0]!;
    socket.onopen?.();
    const arrive = (data: string) => socket.onmessage?.({ data });
    arrive(JSON.stringify({ type: 'ready', user_id: 1, time: 0 }));
    arrive(JSON.stringify({ type: 'order.changed', order_id: 'A', State: 2 }));
    arrive(JSON.stringify({ type: 'order.new', order_id: 'B', State: 1 }));
    arrive('not json');
    arrive(JSON.stringify({ type: 'order.exploded', order_id: 'C' }));
    arrive(JSON.stringify(null));
    arrive(JSON.stringify({ type: 'withdrawal.new', id: 4, pending: 2 }));
    expect(heard).toEqual(['order B', 'withdrawal 2']);
  });

  it('sends the last event number it received when it reconnects, and refetches every list when told to reload', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    startSocket();
    const first = FakeSocket.made[0]!;
    first.onopen?.();
    const arrive = (socket: FakeSocket, frame: object) => socket.onmessage?.({ data: JSON.stringify(frame) });
    arrive(first, { type: 'ready', user_id: 1, time: 0, seq: 7 });
    arrive(first, { type: 'order.new', order_id: 'A', State: 1, seq: 8 });
    arrive(first, { type: 'time', time: 5 });
    // The instance restarts (1012): the app is back within half a second, not after its back-off.
    first.close(1012);
    vi.advanceTimersByTime(500);
    const second = FakeSocket.made[1]!;
    second.onopen?.();
    expect(JSON.parse(second.sent[0]!)).toEqual({ type: 'postId', token: 'access-1', since: 8 });
    expect(invalidate).not.toHaveBeenCalled();
    arrive(second, { type: 'reload', seq: 3 });
    arrive(second, { type: 'ready', user_id: 1, time: 0, seq: 3 });
    expect(invalidate).toHaveBeenCalledTimes(1);
    second.close(1006);
    vi.advanceTimersByTime(60_000);
    FakeSocket.made[2]!.onopen?.();
    expect(JSON.parse(FakeSocket.made[2]!.sent[0]!)).toMatchObject({ since: 3 });
  });
});
