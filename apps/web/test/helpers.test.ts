import { describe, expect, it } from 'vitest';
import { datePickerBounds, dateFilterValue } from '../src/shared/ui/date-picker.ts';
import { IMAGE_MAX_ZOOM } from '../src/shared/ui/image-preview.ts';
import { clearSession, saveTokens, useAppStore } from '../src/shared/store/app-store.ts';
import { deviceId } from '../src/shared/store/storage.ts';
import { pageUrl, PAGE } from '../src/shared/paths.ts';

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

  it('puts parameters in the query string', () => {
    expect(pageUrl(PAGE.drawMoneyRecord, { shop_id: 3, skip: undefined })).toBe(
      '/pages/mimeSupPage/drawMoney/drawMoneyRecord?shop_id=3',
    );
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

  it('mirrors tokens under the shop keys and the generic keys, and clears them all', () => {
    saveTokens('a1', 'r1');
    saveTokens('a2', 'r2');
    expect(localStorage.getItem('access_shop_token')).toBe('a2');
    expect(localStorage.getItem('access_token')).toBe('a2');
    expect(localStorage.getItem('refresh_shop_token')).toBe('r2');
    expect(localStorage.getItem('refresh_token')).toBe('r2');
    expect(useAppStore.getState().hasLogin).toBe(true);
    clearSession();
    for (const key of ['access_shop_token', 'refresh_shop_token', 'access_token', 'refresh_token'])
      expect(localStorage.getItem(key)).toBeNull();
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
