import type { RecordEvent } from '@dzzs/shared';
import { Popup } from 'antd-mobile';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useRecordHistory, type HistoryEntity } from '../api/record-history.ts';
import { LoadingView, StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import './record-history.css';

// The history of a record as a timeline (docs/history.md): each move with who made it, when, the states and the
// reason. Orders show it in their detail; withdrawals, red packets, recharges and partner applications in a sheet.

const when = (unix: number) => dayjs(unix * 1000).format('YYYY-MM-DD HH:mm:ss');

export function RecordHistoryList({ events }: { events: readonly RecordEvent[] }) {
  const { t } = useTranslation();
  return (
    <ol className="record-history" data-testid="record-history">
      {events.map((e, i) => (
        <li key={i} className="record-history-item">
          <div className="record-history-head">
            <span>{e.action_label}</span>
            <span>{t('history.by', { actor: e.actor })}</span>
          </div>
          <div className="record-history-time">{when(e.create_time)}</div>
          <div className="record-history-states">
            {e.from_label ? `${e.from_label} → ${e.to_label}` : e.to_label}
          </div>
          {e.reason ? (
            <div className="record-history-reason">{t('history.reason', { reason: e.reason })}</div>
          ) : null}
          {e.memo ? <div className="record-history-states">{e.memo}</div> : null}
        </li>
      ))}
    </ol>
  );
}

/** A record's history, loaded from the server when shown. */
export function RecordHistory({ entity, id }: { entity: HistoryEntity; id: number }) {
  const { t } = useTranslation();
  const history = useRecordHistory(entity, id);
  if (history.isPending) return <LoadingView />;
  if (history.isError)
    return <StateView kind="error" title={t('common.loadFailed')} onClick={() => void history.refetch()} />;
  return <RecordHistoryList events={history.data.events} />;
}

/** A record's history in a bottom sheet, open while `id` is set (a list's card tapped). */
export function RecordHistorySheet({
  entity,
  id,
  title,
  onClose,
}: {
  entity: HistoryEntity;
  id: number | null;
  title: string;
  onClose: () => void;
}) {
  return (
    <Popup
      visible={id !== null}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName="record-history-sheet"
    >
      {id !== null ? (
        <div data-testid="record-history-sheet">
          <div className="record-history-title">{title}</div>
          <RecordHistory entity={entity} id={id} />
        </div>
      ) : null}
    </Popup>
  );
}
