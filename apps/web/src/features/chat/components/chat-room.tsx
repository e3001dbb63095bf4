import '../chat.css';
import {
  CHAT_LIMITS,
  containsLink,
  GroupId,
  type ChatMessage,
  type WsClientFrameInput,
  type WsServerFrameOf,
} from '@dzzs/shared';
import { ActionSheet, Button, TextArea } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../shared/http/index.ts';
import { runAction } from '../../../shared/http/run-action.ts';
import { sendFrame, useSocketEvents } from '@dzzs/web-shared/socket/socket.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { playChime } from '../../../shared/ui/chime.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { LoadingView, StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { conversationOf, patchHistory, useHistory, useUploadChatImage, type ChatTo } from '../api/chat.ts';
import { CHAT_NS } from '../i18n.ts';
import { chatTime, needsSeparator } from './chat-time.ts';
import { MessageBubble } from './message-bubble.tsx';

interface Props {
  to: ChatTo;
  /** The title until the history names the peer. */
  title?: ReactNode;
}

/**
 * One conversation: its history from the server (20 a page, earlier pages on demand), messages arriving on the
 * socket, and the input. Opening it, and every message that arrives while it is open, marks it read.
 */
export function ChatRoom({ to, title }: Props) {
  const { t } = useTranslation(CHAT_NS);
  const me = useAppStore((s) => s.shopBasicsData);
  const online = useAppStore((s) => s.isSocketOpen);
  const client = useQueryClient();
  const history = useHistory(to);
  const [text, setText] = useState('');
  const bottom = useRef<HTMLDivElement>(null);
  const peerId = history.data?.pages[0]?.peer.id;
  const group = to === 'public';

  const markRead = useCallback(() => void sendFrame({ type: 'postId', to }), [to]);
  useEffect(() => {
    if (online && history.isSuccess) markRead();
  }, [online, history.isSuccess, markRead]);

  const onFrame = useCallback(
    (frame: WsServerFrameOf<'private' | 'public' | 'revocation' | 'error'>) => {
      if (frame.type === 'error') return toast(frame.msg);
      const of = conversationOf(frame, me?.id ?? 0);
      if (of !== to && of !== String(peerId)) return;
      patchHistory(client, to, frame);
      if (frame.type !== 'revocation' && frame.from !== me?.id) {
        playChime([660]);
        markRead();
      }
    },
    [client, me?.id, to, peerId, markRead],
  );
  const resync = useCallback(() => void history.refetch(), [history]);
  useSocketEvents(['private', 'public', 'revocation', 'error'], onFrame, resync);

  // Oldest first on the screen: the pages come newest first.
  const messages = [...(history.data?.pages ?? [])].reverse().flatMap((p) => p.data);
  const newestId = messages.at(-1)?.id;
  useLayoutEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [newestId]);

  const frameOf = (content: string, contentType: 'text' | 'image'): WsClientFrameInput =>
    group
      ? { type: 'public', content, content_type: contentType }
      : { type: 'private', to, content, content_type: contentType };

  const send = () => {
    const content = text.trim();
    if (!content) return;
    if (containsLink(content)) return toast(t('room.noLinks'));
    if (!sendFrame(frameOf(content, 'text'))) return toast(t('room.offline'));
    setText('');
  };

  // An image is uploaded first (the server checks and re-encodes it), then its URL goes out as an image message.
  const uploadImage = useUploadChatImage();
  const picker = useRef<HTMLInputElement>(null);
  const sendImage = async (file: File | undefined) => {
    if (picker.current) picker.current.value = '';
    if (!file) return;
    if (!online) return toast(t('room.offline'));
    const answer = await runAction(uploadImage.mutateAsync(file), { success: false });
    if (answer && !sendFrame(frameOf(answer.data.url, 'image'))) toast(t('room.offline'));
  };

  const onPress = (m: ChatMessage) => {
    const mineMessage = m.from === me?.id;
    const fresh = Date.now() / 1000 - m.create_time <= CHAT_LIMITS.revokeSeconds;
    const owner = group && me?.group_id === GroupId.shopkeeper;
    const actions = [
      ...(mineMessage && fresh ? [{ key: 'revoke', text: t('room.revoke') }] : []),
      ...(owner ? [{ key: 'delete', text: t('room.deleteForAll'), danger: true }] : []),
    ];
    if (!actions.length) return;
    const sheet = ActionSheet.show({
      actions,
      cancelText: t('room.cancel'),
      onAction: () => {
        sheet.close();
        if (!sendFrame({ type: 'revocation', to: group ? '' : to, content: m.id })) toast(t('room.offline'));
      },
    });
  };

  let body: ReactNode;
  if (!history.data)
    body = history.isPending ? (
      <LoadingView />
    ) : (
      <StateView
        kind="error"
        title={t('room.loadFailed')}
        description={describeFailure(history.error)}
        onClick={resync}
      />
    );
  else
    body = (
      <div className="chat-messages">
        {history.hasNextPage ? (
          <button type="button" className="chat-more" onClick={() => void history.fetchNextPage()}>
            {t('room.more')}
          </button>
        ) : null}
        {messages.length === 0 ? <div className="chat-hint">{t('room.empty')}</div> : null}
        {messages.map((m, i) => (
          <div key={m.id}>
            {needsSeparator(messages[i - 1]?.create_time, m.create_time) ? (
              <div className="chat-time">{chatTime(m.create_time)}</div>
            ) : null}
            <MessageBubble message={m} mine={m.from === me?.id} named={group} onPress={onPress} />
          </div>
        ))}
        <div ref={bottom} />
      </div>
    );

  return (
    <PageLayout title={history.data?.pages[0]?.peer.nickname || title} bodyClassName="chat-room">
      {online ? null : <div className="chat-offline">{t('room.connecting')}</div>}
      {body}
      <div className="chat-input">
        <TextArea
          value={text}
          onChange={setText}
          placeholder={t('room.placeholder')}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={CHAT_LIMITS.textMax}
        />
        <input
          ref={picker}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          hidden
          data-testid="chat-image-input"
          onChange={(e) => void sendImage(e.target.files?.[0])}
        />
        <Button
          size="small"
          loading={uploadImage.isPending}
          aria-label={t('room.image')}
          onClick={() => picker.current?.click()}
        >
          {t('room.image')}
        </Button>
        <Button color="warning" size="small" disabled={!text.trim()} onClick={send}>
          {t('room.send')}
        </Button>
      </div>
    </PageLayout>
  );
}
