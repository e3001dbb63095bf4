import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { idNumberProblem, type NewUserIndexResponse, type StoreCertificationInfo } from '@dzzs/shared';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import NicknameSheet from '../src/features/mine/components/nickname-sheet.tsx';
import RealNameSheet from '../src/features/mine/components/real-name-sheet.tsx';
import { http } from '../src/shared/http/index.ts';
import { queryClient } from '../src/shared/query-client.ts';
import {
  envelope,
  fakeServer,
  renderApp,
  resetBrowser,
  shopkeeperIndex,
  withoutAnimations,
  type SeenCall,
} from './helpers.tsx';
import { confirmDialog, resetOverlays, showDialog, toasted } from './overlays-mock.ts';

vi.mock('../src/shared/ui/overlays.ts', () => import('./overlays-mock.ts'));

// 编辑资料 and 店铺认证 (docs/shop-settings.md) against a fake server: the shared rules refuse bad input before
// anything is sent, each certification state shows its words and whether the material can change, and the reminder
// of an uncertified owner comes back with every refresh of the user info.

const SETUP = '/api/shopkeeper.mine.Setup';
const IMG = (n: number) => `/uploads/certification/2026/11/${String(n).repeat(32).slice(0, 32)}.jpg`;

function serve(
  index: NewUserIndexResponse = shopkeeperIndex(),
  routes: Record<string, (call: SeenCall) => { body: unknown }> = {},
) {
  return fakeServer({
    'GET /api/NewUser/index': () => ({ body: envelope(index) }),
    'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    ...routes,
  });
}
const certification = (info: Partial<StoreCertificationInfo>) => ({
  [`GET ${SETUP}/GetStoreID`]: () => ({
    body: envelope({
      StoreIDType: 'image',
      StoreCertification: 0,
      StoreID: [],
      StoreCertificationMemo: '',
      ...info,
    } satisfies StoreCertificationInfo),
  }),
});
/** One sheet of the settings page on its own (the page loads each on the tap; the journey covers that). */
function renderSheet(sheet: ReactNode, adapter: AxiosAdapter) {
  http.setAdapter(adapter);
  return render(<QueryClientProvider client={queryClient}>{sheet}</QueryClientProvider>);
}
const posted = (calls: SeenCall[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.url === path);

describe('the ID number check (GB 11643)', () => {
  it('takes a valid number and names what is wrong with others', () => {
    expect(idNumberProblem('11010519491231002X')).toBeNull();
    expect(idNumberProblem('440308199901010012')).toBeNull();
    expect(idNumberProblem('11010519491231002')).toBe('length');
    expect(idNumberProblem('1101051949123100x2')).toBe('format');
    expect(idNumberProblem('110105194902300021')).toBe('birthDate');
    expect(idNumberProblem('110105194912310021')).toBe('checkDigit');
  });
});

describe('编辑资料', () => {
  withoutAnimations();
  beforeEach(() => {
    resetBrowser({ access: 'acc', refresh: 'ref' });
    resetOverlays(false);
  });

  it('shows a banned nickname masked in a dialog and sends nothing; a good one is saved', async () => {
    const server = serve(shopkeeperIndex(), {
      [`POST ${SETUP}/EditNickname`]: () => ({ body: envelope('修改成功', 1, '修改成功') }),
    });
    const onClose = vi.fn();
    renderSheet(<NicknameSheet visible current="好运彩票站" onClose={onClose} />, server.adapter);
    const input = screen.getByTestId('nickname-input').querySelector('input')!;
    fireEvent.change(input, { target: { value: '加微信好店' } });
    fireEvent.click(screen.getByTestId('profile-submit'));
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledWith(
        expect.objectContaining({ content: '昵称含有违规词：***好店' }),
      ),
    );
    fireEvent.change(input, { target: { value: '九个字的店铺名称啊' } });
    fireEvent.click(screen.getByTestId('profile-submit'));
    await toasted('昵称限制8个字哦');
    expect(posted(server.calls, `${SETUP}/EditNickname`)).toEqual([]);
    fireEvent.change(input, { target: { value: '福运彩票' } });
    fireEvent.click(screen.getByTestId('profile-submit'));
    await toasted('修改成功');
    expect(posted(server.calls, `${SETUP}/EditNickname`).map((c) => c.data)).toEqual([
      { nickname: '福运彩票' },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses an ID number with a wrong check digit before sending it; a verified one is only shown', async () => {
    const server = serve();
    const view = renderSheet(<RealNameSheet visible verified={null} onClose={vi.fn()} />, server.adapter);
    fireEvent.change(screen.getByTestId('real-id').querySelector('input')!, {
      target: { value: '110105194912310021' },
    });
    fireEvent.change(screen.getByTestId('real-name').querySelector('input')!, { target: { value: '张伟' } });
    fireEvent.click(screen.getByTestId('profile-submit'));
    await toasted('身份证号校验位不正确，请核对是否输错');
    fireEvent.change(screen.getByTestId('real-id').querySelector('input')!, {
      target: { value: '1101051949123100' },
    });
    fireEvent.click(screen.getByTestId('profile-submit'));
    await toasted('身份证小于18位~');
    expect(posted(server.calls, `${SETUP}/RealAut`)).toEqual([]);
    view.unmount();
    renderSheet(
      <RealNameSheet visible verified={{ id: '11010519491231002X', name: '张伟' }} onClose={vi.fn()} />,
      server.adapter,
    );
    expect(await screen.findByText('1101**********002X')).toBeTruthy();
    expect(screen.queryByTestId('profile-submit')).toBeNull();
  });
});

describe('店铺认证', () => {
  withoutAnimations();
  beforeEach(() => {
    resetBrowser({ access: 'acc', refresh: 'ref' });
    resetOverlays(false);
  });

  it('a rejected shop reads the reason and may submit again; a missing photo is named', async () => {
    const photos = [0, 1, 2, 3].map((index) => ({ src: IMG(index + 1), index }));
    const server = serve(
      shopkeeperIndex({ certification: 3 }),
      certification({ StoreCertification: 3, StoreCertificationMemo: '门头照片不清晰', StoreID: photos }),
    );
    renderApp('#/pages/mimeSupPage/attestation/shopArresrarion', server.adapter);
    expect(
      (await screen.findByTestId('certification-banner', undefined, { timeout: 10_000 })).textContent,
    ).toBe('申请遭拒绝:门头照片不清晰');
    const submit = screen.getByTestId('certification-submit');
    expect(submit.textContent).toBe('重新提交');
    fireEvent.click(submit);
    await toasted('请上传手持身份证照片');
    expect(posted(server.calls, `${SETUP}/PostStoreID`)).toEqual([]);
  });

  it('is read-only while under review', async () => {
    const photos = [0, 1, 2, 3, 4].map((index) => ({ src: IMG(index + 1), index }));
    const server = serve(
      shopkeeperIndex({ certification: 2 }),
      certification({ StoreCertification: 2, StoreID: photos }),
    );
    renderApp('#/pages/mimeSupPage/attestation/shopArresrarion', server.adapter);
    expect(
      (await screen.findByTestId('certification-banner', undefined, { timeout: 10_000 })).textContent,
    ).toBe('资料已提交，平台审核中，请耐心等待');
    expect(screen.queryByTestId('certification-submit')).toBeNull();
    expect(screen.queryByTestId('file-image-0')).toBeNull();
    expect(document.querySelectorAll('.certification-tile img')).toHaveLength(5);
  });

  it('a certified shop sees the photos it submitted, read-only, with no submit button', async () => {
    const photos = [0, 1, 2, 3, 4].map((index) => ({ src: IMG(index + 1), index }));
    const server = serve(
      shopkeeperIndex({ certification: 1 }),
      certification({ StoreCertification: 1, StoreID: photos }),
    );
    renderApp('#/pages/mimeSupPage/attestation/shopArresrarion', server.adapter);
    expect(
      (await screen.findByTestId('certification-banner', undefined, { timeout: 10_000 })).textContent,
    ).toBe('店铺已认证');
    const shown = [...document.querySelectorAll<HTMLImageElement>('.certification-tile img')];
    expect(shown.map((img) => img.getAttribute('src'))).toEqual(photos.map((p) => p.src));
    expect(screen.queryByTestId('certification-submit')).toBeNull();
    expect(document.querySelector('.certification-tile input[type=file]')).toBeNull();
  });

  it('reminds an uncertified owner on start; a refresh that finds nothing new does not remind again', async () => {
    renderApp('#/pages/index/mine', serve(shopkeeperIndex({ certification: 0 })).adapter);
    await waitFor(() => expect(confirmDialog).toHaveBeenCalledTimes(1));
    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        content: '检测到此店铺未进行认证，未认证会导致部分功能无法使用！',
        confirmText: '去认证',
      }),
    );
    await queryClient.refetchQueries({ queryKey: ['NewUser/index'] });
    await new Promise((r) => setTimeout(r, 50));
    expect(confirmDialog).toHaveBeenCalledTimes(1);
  });
});
