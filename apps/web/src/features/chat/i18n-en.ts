// English labels of chat; the Chinese ones, the default, are in i18n.ts.

export const en = {
  list: {
    empty: 'No conversations yet',
    noMessage: 'No messages yet',
    hide: 'Remove',
    hideConfirm: 'Remove this conversation?',
    image: '[Image]',
    revoked: 'A message was revoked',
    group: 'Shop group',
    support: 'Customer service',
  },
  room: {
    more: 'Show earlier messages',
    placeholder: 'Type a message',
    send: 'Send',
    image: 'Photo',
    noLinks: 'Links are not allowed in chat',
    offline: 'Not connected to the server',
    connecting: 'Connecting…',
    youRevoked: 'You revoked a message',
    theyRevoked: '{{name}} revoked a message',
    revoke: 'Revoke',
    deleteForAll: 'Delete for everyone',
    cancel: 'Cancel',
    empty: 'No messages yet: say hello',
    loadFailed: 'Could not load the chat; tap to retry',
  },
  time: { yesterday: 'Yesterday {{time}}' },
};
