import { AppClosedNotice } from '@dzzs/shared';
import type { DbOrTrx } from '../../db/database.ts';
import { nowSeconds } from '../../core/clock.ts';
import { getSetting, putSetting } from './settings.repository.ts';

// The platform's switch that shows every shop app a blocking notice, stored as JSON in `settings`.

const KEY = 'app_closed_shop';
const OPEN: AppClosedNotice = { value: 'false', content: '' };

function parsed(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The notice as stored; open when unset, and when the stored value is not a notice (the app stays usable). */
export async function readShopAppClosed(db: DbOrTrx): Promise<AppClosedNotice> {
  const raw = await getSetting(db, KEY);
  const notice = raw === undefined ? undefined : AppClosedNotice.safeParse(parsed(raw));
  return notice?.success ? notice.data : OPEN;
}

export async function writeShopAppClosed(db: DbOrTrx, closed: boolean, content: string): Promise<void> {
  const notice: AppClosedNotice = closed ? { value: 'true', content } : OPEN;
  await putSetting(db, KEY, JSON.stringify(notice), nowSeconds());
}
