import { chatApi, type ChatHistory, type ChatMessage, type WsServerFrameOf } from '@dzzs/shared';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { callApi, fetchData } from '../../../shared/http/index.ts';

// The calls of chat (docs/chat.md) and the react-query keys they cache under. Messages themselves go out on the
// session's socket; frames that come back patch the cached history of their conversation.

const CHAT_KEY = ['chat'] as const;

/** Whom a conversation is with: an account id as text, 'public' (the shop group) or 'support'. */
export type ChatTo = string;

const historyKey = (to: ChatTo) => [...CHAT_KEY, 'history', to] as const;
const LIST_KEY = [...CHAT_KEY, 'list'] as const;

export function useConversations() {
  return useQuery({
    queryKey: LIST_KEY,
    staleTime: 0,
    queryFn: ({ signal }) => fetchData(chatApi.conversations, { per_page: 100 }, { signal }),
  });
}

export function useHistory(to: ChatTo) {
  return useInfiniteQuery({
    queryKey: historyKey(to),
    staleTime: 0,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      fetchData(chatApi.history, { to, ...(pageParam ? { last_id: pageParam } : {}) }, { signal }),
    // Pages go back in time: the next page is older than the first message of the last one read.
    getNextPageParam: (last: ChatHistory) => (last.more ? last.data[0]?.id : undefined),
  });
}

export function useHideConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (to: ChatTo) => callApi(chatApi.hide, { to }),
    onSuccess: () => void client.invalidateQueries({ queryKey: CHAT_KEY }),
  });
}

export const refreshConversations = (client: QueryClient) =>
  void client.invalidateQueries({ queryKey: LIST_KEY });

/** A frame that changes a conversation: a message or a revocation. */
export type ChatFrame = WsServerFrameOf<'private' | 'public' | 'revocation'>;

/** The conversation a message frame belongs to, seen by account `me`. */
export function conversationOf(frame: ChatFrame, me: number): ChatTo {
  if (frame.type === 'public' || frame.to === 0) return 'public';
  return String(frame.from === me ? frame.to : frame.from);
}

/** A message or revocation frame changes the cached history of its conversation (newest page first). */
export function patchHistory(client: QueryClient, to: ChatTo, frame: ChatFrame): void {
  client.setQueryData<InfiniteData<ChatHistory>>(historyKey(to), (data) => {
    if (!data?.pages.length) return data;
    if (frame.type === 'revocation') {
      const revoke = (m: ChatMessage) => (m.id === frame.id ? { ...m, state: '1' as const, content: '' } : m);
      return { ...data, pages: data.pages.map((p) => ({ ...p, data: p.data.map(revoke) })) };
    }
    if (data.pages.some((p) => p.data.some((m) => m.id === frame.id))) return data;
    const [newest, ...older] = data.pages;
    return { ...data, pages: [{ ...newest!, data: [...newest!.data, frame] }, ...older] };
  });
}

/** Uploads a chat image; answers the URL an image message carries. */
export function useUploadChatImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('type', 'worker');
      form.append('file', file);
      return callApi(chatApi.uploadImage, form);
    },
  });
}
