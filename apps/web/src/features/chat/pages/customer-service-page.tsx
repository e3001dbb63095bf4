import { ChatRoom } from '../components/chat-room.tsx';

/** 在线客服 (goflychat): the shop owner's conversation with the platform's customer service. */
export default function CustomerServicePage() {
  return <ChatRoom to="support" />;
}
