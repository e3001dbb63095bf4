import { APP_VERSION, type AppUpdateResponse } from '@dzzs/shared';
import type { DbOrTrx } from '../../db/database.ts';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages } from '../../core/i18n.ts';
import * as repo from './app-update.repository.ts';

const M = defineMessages({
  versionExists: { zh: '版本号 {code} 已发布', en: 'Version {code} is already published' },
  versionNotNewer: {
    zh: '版本号须大于当前最新版本 {code}',
    en: 'The version code must be greater than the latest {code}',
  },
});

/** The newest published version; the build's own version when nothing was published. */
export async function currentRelease(db: DbOrTrx): Promise<AppUpdateResponse> {
  const row = await repo.latestVersion(db);
  const code = row?.version_code ?? APP_VERSION.code;
  const name = row?.version_name ?? APP_VERSION.name;
  return {
    Store: {
      latest_version: code,
      latest_version_name: name,
      version: name,
      update_text: row?.update_text ?? '',
      latest_download_ios: row?.download_ios ?? '',
      latest_download_android: row?.download_android ?? '',
      shop_hotupdata: row?.hot_update_url ?? '',
    },
    isHotUpdata: row?.is_hot ? 'true' : 'false',
  };
}

export interface NewRelease {
  code: number;
  name: string;
  text?: string;
  ios?: string;
  android?: string;
  hotUrl?: string;
  hot?: boolean;
}

export async function publishRelease(db: DbOrTrx, r: NewRelease): Promise<void> {
  if (await repo.findVersion(db, r.code)) throw AppError.fail(M.versionExists, { code: r.code });
  // Nothing published yet means the build itself is the latest version.
  const latestCode = (await repo.latestVersion(db))?.version_code ?? APP_VERSION.code;
  if (latestCode >= r.code) throw AppError.fail(M.versionNotNewer, { code: latestCode });
  await repo.insertVersion(db, {
    version_code: r.code,
    version_name: r.name,
    update_text: r.text ?? '',
    download_ios: r.ios ?? '',
    download_android: r.android ?? '',
    hot_update_url: r.hotUrl ?? '',
    is_hot: r.hot ? 1 : 0,
    create_time: nowSeconds(),
  });
}
