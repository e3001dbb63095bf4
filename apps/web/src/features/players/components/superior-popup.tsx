import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { confirmDialog } from '../../../shared/ui/overlays.ts';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { usePlayerList, useSetSuperior } from '../api/players.ts';
import { PLAYERS_NS } from '../i18n.ts';
import { PlayerSearch } from './player-search.tsx';
import { usePlayerName } from './player-row.tsx';

const ROW = 52;

/** 更改上级: pick another player of the shop, confirm, and the server refuses a loop. */
export default function SuperiorPopup({ playerId, onClose }: { playerId: number; onClose: () => void }) {
  const { t } = useTranslation(PLAYERS_NS);
  const [search, setSearch] = useState('');
  const list = usePlayerList(0, search);
  const change = useSetSuperior();
  const nameOf = usePlayerName();
  const pick = async (id: number, name: string) => {
    if (!(await confirmDialog({ content: t('detail.superiorConfirm', { name }) }))) return;
    if (await runAction(change.mutateAsync({ id: playerId, value: id }))) onClose();
  };
  return (
    <Popup
      visible
      onMaskClick={onClose}
      destroyOnClose
      bodyStyle={{ height: '70vh', display: 'flex', flexDirection: 'column' }}
    >
      <div className="players-card-title">{t('detail.chooseSuperior')}</div>
      <PlayerSearch onSearch={setSearch} />
      <div className="players-scroll">
        <PagedListView
          list={list}
          itemHeight={ROW}
          itemKey={(p) => p.id}
          empty={t('list.empty')}
          renderItem={(p) => {
            const name = nameOf({ nickname: p.nickname, remarks: p.config.remarks });
            return (
              <div
                className="players-entry"
                style={{ height: ROW, boxSizing: 'border-box' }}
                role="button"
                tabIndex={0}
                onClick={() => void pick(p.id, name)}
              >
                <span>{name}</span>
                <span className="players-muted">ID.{p.id}</span>
              </div>
            );
          }}
        />
      </div>
    </Popup>
  );
}
