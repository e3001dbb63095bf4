import { registerResources } from '@dzzs/web-shared/i18n/index.ts';
import { en } from './i18n-en.ts';

// Chat's labels (docs/chat.md); the earlier app's words where it had them.

const zh = {
  list: {
    empty: '暂无聊天',
    noMessage: '暂无消息',
    hide: '删除',
    hideConfirm: '删除该聊天记录？',
    image: '[图片]',
    revoked: '撤回了一条消息',
    group: '店内群聊',
    support: '在线客服',
  },
  room: {
    more: '查看更多消息',
    placeholder: '请输入消息',
    send: '发送',
    image: '图片',
    noLinks: '请勿发送链接~',
    offline: '未连接至服务器',
    connecting: '连接服务器中...',
    youRevoked: '你撤回了一条消息',
    theyRevoked: '{{name}}撤回了一条消息',
    revoke: '撤回消息',
    deleteForAll: '删除该消息(所有用户将无法看到此信息)',
    cancel: '取消',
    empty: '还没有消息，打个招呼吧',
    loadFailed: '聊天记录加载失败，点击重试',
  },
  time: { yesterday: '昨天 {{time}}' },
};

export type ChatResources = typeof zh;

registerResources('chat', zh, en);

export const CHAT_NS = 'chat';
