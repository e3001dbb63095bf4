import { GroupId, type ChatConversation, type ChatMessage, type ChatPeerCard } from '@dzzs/shared';
import type { Member, MessageRow } from './chat.repository.ts';

// Rows of chat to the wire (docs/chat.md).

export const nameOf = (m: Member | undefined) => (m ? m.nickname || m.username : '');

export const cardOf = (m: Member): ChatPeerCard => ({ id: m.id, nickname: nameOf(m), avatar: m.avatar });

/** A stored message as clients see it: a revoked one keeps its place but not its content. */
export function toMessage(row: MessageRow, sender: Member | undefined): ChatMessage {
  const revoked = row.state === 1;
  return {
    id: row.id,
    type: row.to_id === 0 ? 'public' : 'private',
    from: row.from_id,
    to: row.to_id,
    content: revoked ? '' : row.content,
    content_type: row.kind,
    state: revoked ? '1' : '0',
    create_time: Number(row.create_time),
    user_info: { user_logo: sender?.avatar ?? '', user_name: nameOf(sender) },
  };
}

export function peerKindOf(m: Member): ChatConversation['peer_kind'] {
  if (m.group_id === GroupId.player) return 'player';
  if (m.group_id === GroupId.support) return 'support';
  return 'shop';
}
