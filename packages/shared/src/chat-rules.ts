/** Limits of chat (docs/chat.md), shared by the server's checks and the web's input. */
export const CHAT_LIMITS = {
  /** Characters of one text message. */
  textMax: 2000,
  /** Messages of one page of a conversation's history. */
  historyPage: 20,
  /** Seconds during which the sender may revoke a message. */
  revokeSeconds: 5 * 60,
  /** Seconds between two messages after which the chat room shows the time again. */
  separatorSeconds: 5 * 60,
} as const;

/** The shop group's conversation in `to` and in conversation ids; the support account's alias in `to`. */
export const CHAT_GROUP = 'public';
export const CHAT_SUPPORT = 'support';

// A link in a message: a scheme, a www. host, or a host with a common top-level domain. Chat is for the shop and
// its players; links are how scams reach them, so they are refused (the earlier app refused them too).
const LINK = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.|[a-z0-9-]+\.(?:com|cn|net|org|top|xyz|cc|io|me|vip|info)\b)/i;

/**
 * The text as a link filter must read it: full-width forms (ｈｔｔｐｓ：／／) folded to their ASCII twins by NFKC,
 * and spaces and invisible characters (zero-width space, joiners, BOM, soft hyphen…) taken out, so
 * `h t t p s : / /` or a link with zero-width joiners between its letters reads as the link it is.
 */
const linkReading = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\s\u00ad\u180e\u200b-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/g, '')
    .replace(/[。｡]/g, '.');

export const containsLink = (text: string) => LINK.test(linkReading(text));
