import { endpointsOf } from './endpoint.ts';

// The calls of chat and customer service (docs/chat.md). Messages themselves travel over the websocket; these read
// what is stored. Every account that chats may call them (a shop's accounts, its players, customer service); the
// server scopes each to the conversations the caller may have.

const chat = endpointsOf('chat');
const anyone = { auth: 'login' } as const;
const shop = { auth: 'shop' } as const;

export const chatApi = {
  history: chat({
    method: 'GET',
    path: '/api/common.Common/get_history',
    aliases: ['/api/bettingend.Common/get_history'],
    access: anyone,
    request: 'ChatHistoryRequest',
    response: 'ChatHistory',
    summary: 'One conversation, 20 messages a page, newest last; `last_id` pages back.',
  }),
  conversations: chat({
    method: 'GET',
    path: '/api/shopkeeper.Userlist/get_smg',
    aliases: ['/api/bettingend.Userlist/get_smg', '/api/support.Chat/get_smg'],
    access: anyone,
    request: 'ChatConversationsRequest',
    response: 'ChatConversations',
    summary:
      'My conversations, newest first, with their unread counts and last messages, and the unread total.',
  }),
  hide: chat({
    method: 'POST',
    path: '/api/common.Common/hideChat',
    access: anyone,
    request: 'ChatHideRequest',
    response: 'Sentence',
    summary: 'Hides a conversation from my list (and marks it read) until its next message.',
  }),
  workerUserList: chat({
    method: 'GET',
    path: '/api/shopkeeper.Userlist/get_WorkerUserList',
    access: shop,
    request: null,
    response: 'ChatWorkerUserList',
    summary: 'The private conversations with unread messages, with those messages (the earlier app’s sync).',
  }),
  publicComm: chat({
    method: 'GET',
    path: '/api/shopkeeper.Userlist/get_publicComm',
    access: shop,
    request: null,
    response: 'ChatPublicComm',
    summary: 'The shop group’s unread messages (the earlier app’s sync).',
  }),
  uploadImage: chat({
    method: 'POST',
    path: '/api/common.Common/uploadChatImage',
    form: 'multipart',
    access: anyone,
    request: 'ChatImageUpload',
    response: 'ChatImageResponse',
    perMinute: 30,
    summary:
      'Stores a chat image (a multipart `file`: JPG, PNG, WebP or GIF, re-encoded); its `url` is then sent as an image message.',
  }),
};
