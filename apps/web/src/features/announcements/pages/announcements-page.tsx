import '../announcements.css';
import { NoticeType, type Notice } from '@dzzs/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { LoadingView, StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { useNotices } from '../api/announcements.ts';
import { ComposePopup } from '../components/compose-popup.tsx';
import { ANNOUNCEMENTS_NS } from '../i18n.ts';

/** 公告设置 (announcement_set): the shop's notices, newest first, and the floating button that publishes one. */
export default function AnnouncementsPage() {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  const { t: tc } = useTranslation();
  const { data, isPending, error, refetch } = useNotices();
  const [composing, setComposing] = useState(false);
  return (
    <PageLayout bodyClassName="announcements-page">
      <div className="announcements-tip">{t('list.tip')}</div>
      {isPending ? <LoadingView /> : null}
      {error ? (
        <StateView kind="error" title={tc('common.loadFailed')} onClick={() => void refetch()} />
      ) : null}
      {data && !data.length ? <StateView title={t('list.empty')} testId="announcements-empty" /> : null}
      <div className="announcements-list" data-testid="announcements-list">
        {data?.map((n) => (
          <NoticeCard key={n.id} notice={n} />
        ))}
      </div>
      <button
        type="button"
        className="announcements-fab"
        onClick={() => setComposing(true)}
        aria-label={t('compose.title')}
        data-testid="announcements-compose"
      >
        +
      </button>
      {composing ? <ComposePopup onClose={() => setComposing(false)} /> : null}
    </PageLayout>
  );
}

function NoticeCard({ notice: n }: { notice: Notice }) {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  const kind = n.type === NoticeType.popup ? 'popup' : n.content ? 'scroll' : 'cancelled';
  return (
    <div className="announcements-card" data-testid="announcements-card" data-kind={kind}>
      <div className="announcements-card-head">
        <span className={`announcements-tag announcements-tag-${kind}`}>{n.type_label}</span>
        <span className="announcements-time">
          {t('list.time', { time: dayjs(n.create_time * 1000).format('YYYY-MM-DD HH:mm') })}
        </span>
      </div>
      <div className="announcements-content">{n.content || t('list.cancelled')}</div>
    </div>
  );
}
