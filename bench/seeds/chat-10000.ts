import { chatConversations } from './chat-conversations.ts';

/** demo_shop with 10,000 conversations more. */
export default chatConversations(10_000);
