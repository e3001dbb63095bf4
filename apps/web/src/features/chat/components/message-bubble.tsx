import type { ChatMessage } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { previewImages } from '../../../shared/ui/image-preview.ts';
import { CHAT_NS } from '../i18n.ts';

interface Props {
  message: ChatMessage;
  mine: boolean;
  /** Show the sender's name (the group). */
  named: boolean;
  onPress: (message: ChatMessage) => void;
}

/** One message: text (always as text, never as markup), an image that opens in the zooming preview, or a hint. */
export function MessageBubble({ message, mine, named, onPress }: Props) {
  const { t } = useTranslation(CHAT_NS);
  const name = message.user_info.user_name;
  if (message.state === '1')
    return (
      <div className="chat-hint">
        {mine ? t('room.youRevoked') : t('room.theyRevoked', { name: name || 'ta' })}
      </div>
    );
  const image = message.content_type === 'image';
  return (
    <div className={`chat-message ${mine ? 'chat-message-mine' : ''}`} data-testid="chat-message">
      <div className="chat-avatar" aria-hidden>
        {message.user_info.user_logo ? <img src={message.user_info.user_logo} alt="" /> : name.slice(0, 1)}
      </div>
      <div className="chat-message-body">
        {named && !mine ? <div className="chat-sender">{name}</div> : null}
        <div
          className={`chat-bubble ${image ? 'chat-bubble-image' : ''}`}
          onContextMenu={(e) => {
            e.preventDefault();
            onPress(message);
          }}
          onClick={() => (image ? previewImages([message.content]) : undefined)}
        >
          {image ? <img src={message.content} alt="" /> : message.content}
        </div>
      </div>
    </div>
  );
}
