import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import '@dzzs/web-shared/i18n/index.ts';
import { http } from '../src/shared/http/index.ts';
import { queryClient } from '../src/shared/query-client.ts';
import { CodeFields, type CodeFieldsValue, type Channel } from '../src/shared/ui/code-fields.tsx';
import { showToastNow } from '../src/shared/ui/overlays.ts';
import { envelope, fakeServer } from './helpers.tsx';

vi.mock('../src/shared/ui/overlays.ts', () => import('./overlays-mock.ts'));

function Form({ channels }: { channels?: readonly Channel[] }) {
  const [value, setValue] = useState<CodeFieldsValue>({
    channel: 'mobile',
    mobile: '',
    email: '',
    captcha: '',
  });
  return (
    <QueryClientProvider client={queryClient}>
      <CodeFields
        value={value}
        onChange={setValue}
        event="changephone"
        channels={channels}
        mobileLabel="新手机号"
      />
    </QueryClientProvider>
  );
}

describe('code fields', () => {
  it('offers mobile and e-mail by default', () => {
    render(<Form />);
    expect(screen.getByText('邮箱')).toBeTruthy();
  });

  it('for a new mobile: no e-mail tab, a bad number costs no code, a good one is sent for its event', async () => {
    const server = fakeServer({ 'POST /api/Sms/PhoneSend': () => ({ body: envelope(null) }) });
    http.setAdapter(server.adapter);
    render(<Form channels={['mobile']} />);
    expect(screen.queryByText('邮箱')).toBeNull();
    expect(screen.getByText('新手机号')).toBeTruthy();
    const mobile = screen.getByPlaceholderText('请输入手机号');
    fireEvent.change(mobile, { target: { value: '1380013' } });
    fireEvent.click(screen.getByText('获取验证码'));
    await waitFor(() => expect(vi.mocked(showToastNow)).toHaveBeenCalled());
    expect(JSON.stringify(vi.mocked(showToastNow).mock.calls.at(-1))).toContain('请输入正确的手机号');
    expect(server.calls).toHaveLength(0);
    fireEvent.change(mobile, { target: { value: '13800138001' } });
    fireEvent.click(screen.getByText('获取验证码'));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]?.data).toEqual({ phone: '13800138001', event: 'changephone' });
  });
});
