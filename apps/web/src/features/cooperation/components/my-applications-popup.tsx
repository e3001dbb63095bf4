import '../cooperation-sheets.css';
import type { CooperationApplication } from '@dzzs/shared';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeChip, type DateRange } from '../../../shared/ui/date-range-chip.tsx';
import { RecordHistorySheet } from '../../../shared/ui/record-history.tsx';
import { LoadingView, StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { useMyApplications } from '../api/cooperation.ts';
import { COOPERATION_NS } from '../i18n.ts';
import { ApplicationRow } from './application-row.tsx';

/** 申请记录: the applications I made, with what became of each, over a date range. */
export default function MyApplicationsPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(COOPERATION_NS);
  return (
    <Popup visible={open} onMaskClick={onClose} bodyClassName="cooperation-records">
      <div className="cooperation-sheet-title">{t('addShop.records')}</div>
      <MyApplications open={open} />
    </Popup>
  );
}

function MyApplications({ open }: { open: boolean }) {
  const { t } = useTranslation(COOPERATION_NS);
  const [range, setRange] = useState<DateRange>({});
  const { data, isPending } = useMyApplications(range, open);
  const [shown, setShown] = useState<CooperationApplication | null>(null);
  return (
    <>
      <div className="cooperation-filter-row">
        <DateRangeChip value={range} placeholder={t('addShop.dates')} onChange={setRange} />
      </div>
      <div className="cooperation-records-list">
        {!data && isPending ? <LoadingView /> : null}
        {data?.length === 0 ? <StateView title={t('addShop.recordsEmpty')} /> : null}
        {data?.map((a) => (
          <ApplicationRow key={a.id} application={a} shop="main" onOpen={() => setShown(a)} />
        ))}
      </div>
      <RecordHistorySheet
        entity="cooperation_application"
        id={shown?.id ?? null}
        title={shown ? t('applications.history', { name: shown.MainStore_name }) : ''}
        onClose={() => setShown(null)}
      />
    </>
  );
}
