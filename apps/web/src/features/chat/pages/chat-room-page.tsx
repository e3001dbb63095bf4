import { PAGE } from '../../../shared/paths.ts';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { ChatRoom } from '../components/chat-room.tsx';

/** 聊天 (user_chat): a private conversation (`user_id`) or the shop group (`type=public`). */
export default function ChatRoomPage() {
  const { user_id, type, user_name } = usePageParams(PAGE.chatRoom);
  const to = type === 'public' ? 'public' : String(user_id ?? '');
  return <ChatRoom key={to} to={to} title={user_name} />;
}
