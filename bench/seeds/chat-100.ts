import { chatConversations } from './chat-conversations.ts';

/** demo_shop with 100 conversations more. */
export default chatConversations(100);
