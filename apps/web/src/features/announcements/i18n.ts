import { registerResources } from '@dzzs/web-shared/i18n/index.ts';
import { en } from './i18n-en.ts';

// Labels of 公告设置 (docs/shop-setup.md, "Announcements"); the earlier app's words where it had them.

const zh = {
  kind: { scroll: '滚动公告', popup: '弹窗公告' },
  list: {
    tip: '公告发布后，本店彩民打开首页即可看到',
    empty: '还没有发布过公告',
    time: '发布时间：{{time}}',
    cancelled: '（已取消滚动公告）',
  },
  compose: {
    title: '公告发布',
    explain: {
      scroll: '滚动公告：单行显示，在彩民首页滚动播放，只显示最新一条；提交空内容即取消当前滚动公告。',
      popup: '弹窗公告：可多行，彩民打开首页时弹出，强提醒；历史公告会保留。',
    },
    placeholder: { scroll: '请输入滚动公告内容（留空提交即取消）', popup: '请输入弹窗公告内容' },
    popupEmpty: '弹窗公告无法提交空值，请输入公告内容',
    cancelConfirm: '内容为空，提交后将取消当前的滚动公告，确定吗？',
    close: '取消',
    submit: '发布',
  },
};

export type AnnouncementsResources = typeof zh;
export const ANNOUNCEMENTS_NS = 'announcements';

registerResources(ANNOUNCEMENTS_NS, zh, en);
