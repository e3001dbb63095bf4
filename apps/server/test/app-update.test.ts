import { APP_VERSION } from '@dzzs/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishRelease } from '../src/modules/app-update/app-update.service.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

interface Release {
  Store: {
    latest_version: number;
    latest_version_name: string;
    version: string;
    update_text: string;
    latest_download_ios: string;
    latest_download_android: string;
    shop_hotupdata: string;
  };
  isHotUpdata: 'true' | 'false';
}
const current = () => t.get<Release>('/api/common.AppUpdate/index');

describe('common.AppUpdate/index', () => {
  it('answers the build version when nothing was published', async () => {
    expect(APP_VERSION).toEqual({ code: 2225, name: '2.2.25' });
    const res = await current();
    expect(res.code).toBe(1);
    expect(res.data).toEqual({
      Store: {
        latest_version: 2225,
        latest_version_name: '2.2.25',
        version: '2.2.25',
        update_text: '',
        latest_download_ios: '',
        latest_download_android: '',
        shop_hotupdata: '',
      },
      isHotUpdata: 'false',
    });
  });

  it('answers the newest published release, without login', async () => {
    await publishRelease(t.db, {
      code: 2226,
      name: '2.2.26',
      text: '修复若干问题',
      android: 'https://example.com/a.apk',
    });
    await publishRelease(t.db, {
      code: 2230,
      name: '2.3.0',
      text: '新增合买',
      ios: 'https://example.com/ios',
      android: 'https://example.com/b.apk',
      hotUrl: 'https://example.com/hot.wgt',
      hot: true,
    });
    const res = await current();
    expect(res.data).toEqual({
      Store: {
        latest_version: 2230,
        latest_version_name: '2.3.0',
        version: '2.3.0',
        update_text: '新增合买',
        latest_download_ios: 'https://example.com/ios',
        latest_download_android: 'https://example.com/b.apk',
        shop_hotupdata: 'https://example.com/hot.wgt',
      },
      isHotUpdata: 'true',
    });
    const rows = await t.db
      .selectFrom('app_versions')
      .select(['version_code', 'is_hot'])
      .orderBy('version_code')
      .execute();
    expect(rows).toEqual([
      { version_code: 2226, is_hot: 0 },
      { version_code: 2230, is_hot: 1 },
    ]);
  });

  it('refuses a version code that is not newer', async () => {
    // With nothing published, the build itself (2225) is the version to beat.
    await expect(publishRelease(t.db, { code: 2200, name: '2.2.0' })).rejects.toMatchObject({
      key: 'versionNotNewer',
      params: { code: 2225 },
    });
    await publishRelease(t.db, { code: 2230, name: '2.3.0' });
    await expect(publishRelease(t.db, { code: 2230, name: '2.3.0-again' })).rejects.toMatchObject({
      key: 'versionExists',
      params: { code: 2230 },
    });
    await expect(publishRelease(t.db, { code: 2228, name: '2.2.28' })).rejects.toMatchObject({
      key: 'versionNotNewer',
      params: { code: 2230 },
    });
    expect(await t.db.selectFrom('app_versions').selectAll().execute()).toHaveLength(1);
    expect((await current()).data.Store).toMatchObject({
      latest_version: 2230,
      latest_version_name: '2.3.0',
    });
  });
});
