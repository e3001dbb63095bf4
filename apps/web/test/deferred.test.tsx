import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Deferred } from '../src/shared/ui/deferred.tsx';

const Listener = () => <span>listening</span>;

describe('Deferred', () => {
  afterEach(() => vi.useRealTimers());

  it('renders what it loads, and tries again later when a load fails', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<() => React.JSX.Element>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Listener);
    render(<Deferred load={load} />);
    await act(async () => {});
    expect(screen.queryByText('listening')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('listening')).toBeTruthy();
  });
});
