import '../chat.css';
import type { ChatConversation } from '@dzzs/shared';
import { Badge, SwipeAction } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import { describeFailure } from '../../../shared/http/index.ts';
import { runAction } from '../../../shared/http/run-action.ts';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { roleOf } from '../../../shared/session/roles.ts';
import { useSocketEvents } from '@dzzs/web-shared/socket/socket.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { badgeCount } from '../../../shared/ui/badge-count.ts';
import { playChime } from '../../../shared/ui/chime.ts';
import { confirmDialog } from '../../../shared/ui/overlays.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { LoadingView, StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { refreshConversations, useConversations, useHideConversation } from '../api/chat.ts';
import { chatTime } from '../components/chat-time.ts';
import { CHAT_NS } from '../i18n.ts';

/** 聊天室 (chatRoom): the shop group and every private conversation, newest first, with unread counts. */
export default function ChatListPage() {
  const { t } = useTranslation(CHAT_NS);
  const navigate = useNavigate();
  const client = useQueryClient();
  const { data, error, isPending, refetch } = useConversations();
  const hide = useHideConversation();
  // Customer service's inbox is its home page: there is nothing to go back to.
  const home = useAppStore((s) => roleOf(s.shopBasicsData) === 'support');
  const refresh = useCallback(() => refreshConversations(client), [client]);
  const onMessage = useCallback(() => {
    playChime([660]);
    refresh();
  }, [refresh]);
  useSocketEvents(['private', 'public'], onMessage, refresh);
  useSocketEvents(['revocation', 'read'], refresh);

  if (!data)
    return (
      <PageLayout back={!home}>
        {isPending ? (
          <LoadingView />
        ) : (
          <StateView kind="error" title={describeFailure(error)} onClick={() => void refetch()} />
        )}
      </PageLayout>
    );

  const rows = [...(data.group ? [data.group] : []), ...data.data].sort(
    (a, b) => b.newMsgTime - a.newMsgTime,
  );
  const open = (c: ChatConversation) =>
    void navigate(
      c.chat_type === 'public'
        ? pageUrl(PAGE.chatRoom, { user_id: 0, type: 'public', user_name: c.chat_name })
        : pageUrl(PAGE.chatRoom, { user_id: Number(c.chatroomId), user_name: c.chat_name }),
    );
  const remove = (c: ChatConversation) =>
    void confirmDialog({ content: t('list.hideConfirm') }).then(
      (yes) => yes && void runAction(hide.mutateAsync(c.chatroomId)),
    );

  return (
    <PageLayout back={!home}>
      {rows.length === 0 ? <StateView title={t('list.empty')} /> : null}
      <div className="chat-list">
        {rows.map((c) => (
          <SwipeAction
            key={c.chatroomId}
            rightActions={[{ key: 'hide', text: t('list.hide'), color: 'danger', onClick: () => remove(c) }]}
          >
            <button type="button" className="chat-row" onClick={() => open(c)} data-testid="chat-row">
              <Badge content={badgeCount(c.unread)}>
                <div
                  className={`chat-avatar chat-avatar-large ${c.peer_kind === GROUP ? 'chat-avatar-group' : ''}`}
                >
                  {c.chat_logo ? <img src={c.chat_logo} alt="" /> : c.chat_name.slice(0, 1)}
                </div>
              </Badge>
              <div className="chat-row-main">
                <div className="chat-row-top">
                  <span className="chat-row-name">
                    {c.peer_kind === 'support' ? t('list.support') : c.chat_name}
                  </span>
                  <span className="chat-row-time">{c.newMsgTime ? chatTime(c.newMsgTime) : ''}</span>
                </div>
                <div className="chat-row-last">{preview(c, t)}</div>
              </div>
            </button>
          </SwipeAction>
        ))}
      </div>
    </PageLayout>
  );
}

const GROUP = 'group';

function preview(c: ChatConversation, t: TFunction<'chat'>): string {
  const last = c.last;
  if (!last) return t('list.noMessage');
  if (last.state === '1') return `${last.user_info.user_name}${t('list.revoked')}`;
  const text = last.content_type === 'image' ? t('list.image') : last.content;
  return c.chat_type === 'public' ? `${last.user_info.user_name}：${text}` : text;
}
