import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Input, Tabs } from 'antd-mobile';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { chatApi, CHAT_GROUP, type ChatMessage, type WsServerFrameOf } from '@dzzs/shared';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { describeFailure, fetchData } from '../../../shared/http.ts';
import { useImagePreview } from '../../../shared/image-preview.ts';
import { Page } from '../../../shared/page.tsx';
import { usePlayer } from '../../../shared/player-api.ts';
import { sendFrame, useSocketEvents } from '../../../shared/socket.ts';
import { toast } from '../../../shared/toast.ts';
import { CHAT_NS } from '../i18n.ts';
import './chat.css';

type Peer = number | typeof CHAT_GROUP;

/** One conversation: its history from the server, new messages live from the session's socket. */
function Conversation({ peer, me }: { peer: Peer; me: number }) {
  const { t } = useTranslation(CHAT_NS);
  const previewImages = useImagePreview();
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [text, setText] = useState('');
  const bottom = useRef<HTMLDivElement>(null);
  const history = useQuery({
    queryKey: ['chat', peer],
    queryFn: ({ signal }) => fetchData(chatApi.history, { to: peer }, { signal }),
  });
  const mine = useCallback(
    (frame: WsServerFrameOf<'private' | 'public'>) => {
      const here =
        peer === CHAT_GROUP
          ? frame.type === 'public'
          : frame.type === 'private' && (frame.from === peer || frame.to === peer);
      if (here) setLive((list) => (list.some((m) => m.id === frame.id) ? list : [...list, frame]));
    },
    [peer],
  );
  useSocketEvents(['private', 'public'], mine);
  const messages = [
    ...(history.data?.data ?? []),
    ...live.filter((m) => !history.data?.data.some((h) => h.id === m.id)),
  ];
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  const frame = (content: string, content_type: 'text' | 'image') =>
    sendFrame(
      peer === CHAT_GROUP
        ? { type: 'public', content, content_type }
        : { type: 'private', to: peer, content, content_type },
    );
  const send = () => {
    const content = text.trim();
    if (!content) return;
    if (!frame(content, 'text')) return toast(t('offline'));
    setText('');
  };
  // An image is uploaded first (the server checks and re-encodes it); the address it answers goes out as the message.
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return fetchData(chatApi.uploadImage, form);
    },
    onSuccess: ({ url }) => {
      if (!frame(url, 'image')) toast(t('offline'));
    },
    onError: (error) => toast(describeFailure(error)),
  });
  const picker = useRef<HTMLInputElement>(null);

  if (history.error)
    return (
      <StateView kind="error" title={describeFailure(history.error)} onClick={() => void history.refetch()} />
    );
  return (
    <div className="chat">
      <div className="chat-messages" data-testid="chat-messages">
        {messages.length === 0 && history.data && <StateView title={t('empty')} />}
        {messages.map((m) => (
          <div key={m.id} className={`chat-row${m.from === me ? ' chat-row-mine' : ''}`}>
            <span className="chat-name">{m.user_info.user_name}</span>
            <span className="chat-bubble">
              {m.state === '1' ? (
                <em className="muted">{t('revoked')}</em>
              ) : m.content_type === 'image' ? (
                <img
                  src={m.content}
                  alt=""
                  className="chat-image"
                  onClick={() => previewImages([m.content])}
                  data-testid="chat-image"
                />
              ) : (
                m.content
              )}
            </span>
          </div>
        ))}
        <div ref={bottom} />
      </div>
      <div className="chat-input">
        <input
          ref={picker}
          type="file"
          hidden
          accept="image/jpeg,image/png,image/webp,image/gif"
          data-testid="chat-image-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) upload.mutate(file);
          }}
        />
        <Button
          size="small"
          loading={upload.isPending}
          onClick={() => picker.current?.click()}
          aria-label={t('image')}
          data-testid="chat-image-button"
        >
          {t('image')}
        </Button>
        <Input
          value={text}
          onChange={setText}
          placeholder={t('placeholder')}
          onEnterPress={send}
          data-testid="chat-text"
        />
        <Button size="small" color="primary" onClick={send} data-testid="chat-send">
          {t('send')}
        </Button>
      </div>
    </div>
  );
}

/** 聊天: with the shop (its owner) and in the shop's group. */
export default function ChatPage() {
  const { t } = useTranslation(CHAT_NS);
  const player = usePlayer();
  const [peer, setPeer] = useState<'shop' | 'group'>('shop');
  return (
    <Page title={t('title')}>
      <Tabs activeKey={peer} onChange={(key) => setPeer(key as 'shop' | 'group')}>
        <Tabs.Tab key="shop" title={t('shop')} />
        <Tabs.Tab key="group" title={t('group')} />
      </Tabs>
      {player.data && (
        <Conversation
          key={peer}
          peer={peer === 'group' ? CHAT_GROUP : player.data.shop_id}
          me={player.data.id}
        />
      )}
    </Page>
  );
}
