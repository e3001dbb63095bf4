import { NOTICE_LIMITS, NoticeType, type CurrentNotices, type Notice } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages, type Lang } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTrx } from '../../db/database.ts';
import { toNotice } from './notices.mapper.ts';
import * as repo from './notices.repository.ts';

// A shop's announcements (docs/shop-setup.md, "Announcements"). Each publication is a row of the history; the
// newest row of each type is what players see. A scrolling notice is one line and an empty one takes the current
// one down; a pop-up notice may take several lines and cannot be empty.

export const M = defineMessages({
  noticePopupEmpty: {
    zh: '弹窗公告无法提交空值，请输入公告内容',
    en: 'A pop-up notice cannot be empty: enter its text',
  },
  noticeScrollTooLong: {
    zh: 'content：滚动公告最多{max}个字',
    en: 'content: a scrolling notice has at most {max} characters',
  },
  noticeScrollOneLine: {
    zh: 'content：滚动公告只能有一行',
    en: 'content: a scrolling notice is a single line',
  },
  noticePublished: { zh: '公告发布成功', en: 'Notice published' },
  noticeCancelled: { zh: '滚动公告已取消', en: 'Scrolling notice cancelled' },
});

/** Publishes a notice; answers its id and the message key of what happened (published, or the scrolling notice
 *  cancelled). */
export async function publish(
  ctx: AppContext,
  shopId: number,
  input: { type: number; content: string },
  now = nowSeconds(),
): Promise<{ id: number; message: string }> {
  const type = input.type === NoticeType.popup ? NoticeType.popup : NoticeType.scroll;
  const content = input.content.trim();
  if (type === NoticeType.popup && !content) throw AppError.fail(M.noticePopupEmpty);
  if (type === NoticeType.scroll) {
    if (/\n/.test(content)) throw AppError.fail(M.noticeScrollOneLine);
    if ([...content].length > NOTICE_LIMITS.scrollMax)
      throw AppError.fail(M.noticeScrollTooLong, { max: NOTICE_LIMITS.scrollMax });
  }
  const row = await repo.insertNotice(ctx.db, { shop_id: shopId, type, content, create_time: now });
  return { id: row.id, message: content ? M.noticePublished : M.noticeCancelled };
}

export async function history(db: DbOrTrx, shopId: number, lang: Lang): Promise<Notice[]> {
  return (await repo.history(db, shopId, NOTICE_LIMITS.historyMax)).map((r) => toNotice(r, lang));
}

/** What the shop shows its players now: the newest of each type, a cancelled scrolling notice as none. */
export async function current(db: DbOrTrx, shopId: number, lang: Lang): Promise<CurrentNotices> {
  const [scroll, popup] = await Promise.all([
    repo.latest(db, shopId, NoticeType.scroll),
    repo.latest(db, shopId, NoticeType.popup),
  ]);
  return {
    scroll: scroll?.content ? toNotice(scroll, lang) : null,
    popup: popup ? toNotice(popup, lang) : null,
  };
}
