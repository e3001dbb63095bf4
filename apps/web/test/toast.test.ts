import { describe, expect, it, vi } from 'vitest';

vi.mock('../src/shared/ui/overlays.ts', () => ({
  showToastNow: vi.fn(async () => ({ close: () => undefined })),
}));

describe('toast', () => {
  it('lasts 1500 ms and shows the same text once while it is on screen', async () => {
    const { toast, TOAST_MS } = await import('../src/shared/ui/toast.ts');
    const overlays = await import('../src/shared/ui/overlays.ts');
    vi.useFakeTimers();
    toast('接单成功');
    toast('接单成功');
    expect(overlays.showToastNow).toHaveBeenCalledTimes(1);
    expect(overlays.showToastNow).toHaveBeenCalledWith({ content: '接单成功', duration: 1500 });
    expect(TOAST_MS).toBe(1500);
    vi.advanceTimersByTime(1600);
    toast('接单成功');
    expect(overlays.showToastNow).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
