import { NOTICE_LABELS, NoticeType, type Notice } from '@dzzs/shared';
import { inLang, type Lang } from '../../core/i18n.ts';
import type { NoticeRow } from './notices.repository.ts';

/** A notice as the shop's history and the players show it; an empty scrolling notice reads 公告取消. */
export function toNotice(row: NoticeRow, lang: Lang): Notice {
  const label =
    row.type === NoticeType.popup
      ? NOTICE_LABELS.popup
      : row.content
        ? NOTICE_LABELS.scroll
        : NOTICE_LABELS.cancelled;
  return {
    id: row.id,
    type: row.type === NoticeType.popup ? 1 : 0,
    type_label: inLang(lang, label),
    content: row.content,
    create_time: row.create_time,
  };
}
