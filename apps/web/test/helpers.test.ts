import { describe, expect, it } from 'vitest';
import { datePickerBounds, dateFilterValue } from '../src/shared/ui/date-picker.ts';
import { IMAGE_MAX_ZOOM } from '../src/shared/ui/image-preview.ts';
import { clearSession, saveTokens, useAppStore } from '../src/shared/store/app-store.ts';
import { deviceId } from '@dzzs/web-shared/storage.ts';
import { pageUrl, PAGE, readPageParams } from '../src/shared/paths.ts';

describe('shared helpers', () => {
  it('date pickers span the current year ±150 years', () => {
    const { min, max } = datePickerBounds(new Date(2025, 5, 1));
    expect(min.getFullYear()).toBe(1875);
    expect(max.getFullYear()).toBe(2175);
    expect(dateFilterValue(new Date(2025, 0, 9))).toBe('2025-1-9');
  });

  it('image preview zooms up to 4×', () => {
    expect(IMAGE_MAX_ZOOM).toBe(4);
  });

  it('puts a page’s declared parameters in the query string, flags as 1 when on', () => {
    expect(pageUrl(PAGE.orderDetail, { order_id: '26010100000042', order_lock: true })).toBe(
      '/pages/indexSupPages/indexSupPages?order_id=26010100000042&order_lock=1',
    );
    expect(pageUrl(PAGE.orderDetail, { order_id: 'A1', order_lock: false })).toBe(
      '/pages/indexSupPages/indexSupPages?order_id=A1',
    );
    expect(pageUrl(PAGE.login, { redirect: undefined })).toBe('/pages/login/login');
    expect(pageUrl(PAGE.mine)).toBe('/pages/index/mine');
  });

  it('reads a page’s parameters as declared: text, numbers, flags; absent or malformed ones as null', () => {
    expect(readPageParams(PAGE.orderDetail, new URLSearchParams('order_id=A1&order_lock=1&x=2'))).toEqual({
      order_id: 'A1',
      order_lock: true,
    });
    expect(readPageParams(PAGE.orderDetail, new URLSearchParams('order_id=A1&order_lock=0')).order_lock).toBe(
      false,
    );
    expect(readPageParams(PAGE.orderDetail, new URLSearchParams(''))).toEqual({
      order_id: null,
      order_lock: false,
    });
    expect(readPageParams(PAGE.staffEdit, new URLSearchParams('id=4&state=1'))).toEqual({
      id: 4,
      state: '1',
    });
    expect(readPageParams(PAGE.staffEdit, new URLSearchParams('id=four'))).toEqual({ id: null, state: null });
    expect(readPageParams(PAGE.mine, new URLSearchParams('id=4'))).toEqual({});
  });
});

describe('store', () => {
  it('holds exactly the fields of the earlier store', () => {
    expect(Object.keys(useAppStore.getState()).sort()).toEqual(
      [
        'access_token',
        'refresh_token',
        'hasRegister',
        'hasLogin',
        'allOrderData',
        'clickOrderState',
        'baseUrl',
        'EmployeeData',
        'cooperationShopData',
        'orderOperateState',
        'shopBasicsData',
        'staffLoginInfo',
        'chatData',
        'isSocketOpen',
        'push_key',
        'chatPageExecute',
        'isneedimgnumber',
      ].sort(),
    );
  });

  it('keeps tokens under the shop keys only, leaving a player session on the same phone alone', () => {
    localStorage.setItem('access_token', 'player-a');
    localStorage.setItem('refresh_token', 'player-r');
    saveTokens('a1', 'r1');
    saveTokens('a2', 'r2');
    expect(localStorage.getItem('access_shop_token')).toBe('a2');
    expect(localStorage.getItem('refresh_shop_token')).toBe('r2');
    expect(useAppStore.getState().hasLogin).toBe(true);
    clearSession();
    for (const key of ['access_shop_token', 'refresh_shop_token'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('access_token')).toBe('player-a');
    expect(localStorage.getItem('refresh_token')).toBe('player-r');
    localStorage.clear();
    expect(useAppStore.getState()).toMatchObject({ access_token: '', hasLogin: false });
  });

  it('makes the device id once', () => {
    localStorage.removeItem('device_id');
    const id = deviceId();
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(deviceId()).toBe(id);
    expect(localStorage.getItem('device_id')).toBe(id);
  });
});
