import { registerResources } from '@dzzs/web-shared/i18n/index.ts';

const zh = {
  title: '聊天',
  shop: '店主',
  group: '店内群聊',
  placeholder: '说点什么…',
  send: '发送',
  image: '图片',
  offline: '连接中，请稍后再发',
  empty: '还没有消息',
  revoked: '撤回了一条消息',
  more: '查看更早的消息',
};
export type ChatResources = typeof zh;

const en: ChatResources = {
  title: 'Chat',
  shop: 'Shop',
  group: 'Shop group',
  placeholder: 'Say something…',
  send: 'Send',
  image: 'Image',
  offline: 'Connecting; send again in a moment',
  empty: 'No message yet',
  revoked: 'withdrew a message',
  more: 'Earlier messages',
};

export const CHAT_NS = 'chat';
registerResources(CHAT_NS, zh, en);
