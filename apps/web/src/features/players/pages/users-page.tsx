import '../players.css';
import { useState } from 'react';
import { Badge } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserIndex } from '../../../shared/api/user-index.ts';
import { PAGE } from '../../../shared/paths.ts';
import { badgeCount } from '../../../shared/ui/badge-count.ts';
import { roleOf } from '../../../shared/session/roles.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { usePlayerList, useStarred } from '../api/players.ts';
import { PlayerList, PlayerRowView } from '../components/player-row.tsx';
import { PlayerSearch } from '../components/player-search.tsx';
import { PLAYERS_NS } from '../i18n.ts';

/** 用户 tab: search, 全部用户, the collapsible 标星用户, and 下单用户. */
export default function UsersPage() {
  const { t } = useTranslation(PLAYERS_NS);
  const navigate = useNavigate();
  const { data: me } = useUserIndex();
  const [search, setSearch] = useState('');
  const [starsOpen, setStarsOpen] = useState(true);
  const starred = useStarred(search);
  const ordered = usePlayerList(1, search);
  const owner = roleOf(me?.userinfo) === 'shopkeeper';
  return (
    <PageLayout fixed>
      <PlayerSearch onSearch={setSearch} />
      <div
        className="players-entry"
        role="button"
        tabIndex={0}
        data-testid="users-chat"
        onClick={() => void navigate(PAGE.chatList)}
      >
        <span>{t('list.chat')}</span>
        <Badge content={badgeCount(me?.userinfo.count.chatUnread ?? 0)}>
          <span className="players-muted">›</span>
        </Badge>
      </div>
      <div className="players-entry" role="button" tabIndex={0} onClick={() => void navigate(PAGE.allUsers)}>
        <span>{t('list.all')}</span>
        <span className="players-muted">›</span>
      </div>
      {owner ? (
        <div
          className="players-entry"
          role="button"
          tabIndex={0}
          onClick={() => void navigate(PAGE.agentStatistics)}
        >
          <span>{t('list.agents')}</span>
          <span className="players-muted">›</span>
        </div>
      ) : null}
      <div
        className="players-section"
        role="button"
        tabIndex={0}
        data-testid="starred-toggle"
        onClick={() => setStarsOpen(!starsOpen)}
      >
        <span>{t('list.starred', { count: starred.data?.length ?? 0 })}</span>
        <span>{starsOpen ? '▾' : '›'}</span>
      </div>
      {starsOpen ? (
        <div className="players-starred" data-testid="starred-list">
          {starred.data?.map((p) => (
            <PlayerRowView key={p.id} player={p} />
          ))}
        </div>
      ) : null}
      <div className="players-section">{t('list.ordered')}</div>
      <PlayerList list={ordered} />
    </PageLayout>
  );
}
