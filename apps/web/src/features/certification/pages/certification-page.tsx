import '../certification.css';
import { useState } from 'react';
import { Button } from 'antd-mobile';
import {
  Certification,
  CERTIFICATION_PHOTO_LABELS,
  CERTIFICATION_PHOTOS,
  canSubmitCertification,
  type CertificationKind,
  type StoreCertificationInfo,
} from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { currentLanguage } from '@dzzs/web-shared/i18n/index.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { PageTabs } from '../../../shared/ui/page-tabs.tsx';
import { RecordHistorySheet } from '../../../shared/ui/record-history.tsx';
import { LoadingView, StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useCertification, useSubmitCertification } from '../api/certification.ts';
import { MaterialTile } from '../components/material-tile.tsx';
import { CERTIFICATION_NS } from '../i18n.ts';

const photoLabel = (index: number) => {
  const label = CERTIFICATION_PHOTO_LABELS[CERTIFICATION_PHOTOS[index]!];
  return currentLanguage() === 'en' ? label.en : label.zh;
};

/** What the banner says in each state: the promise about the photos, or where the review stands. */
function Banner({ info }: { info: StoreCertificationInfo }) {
  const { t } = useTranslation(CERTIFICATION_NS);
  const state = info.StoreCertification;
  if (state === Certification.rejected)
    return (
      <div className="certification-banner certification-banner-rejected" data-testid="certification-banner">
        {t('rejected', { memo: info.StoreCertificationMemo })}
      </div>
    );
  const text =
    state === Certification.pending
      ? t('pending')
      : state === Certification.certified
        ? t('certified')
        : t('hint');
  return (
    <div className={`certification-banner certification-banner-${state}`} data-testid="certification-banner">
      {text}
    </div>
  );
}

/** 认证记录: who submitted, approved or rejected the shop's certification, and when (the record is the shop). */
function HistoryLink() {
  const { t } = useTranslation(CERTIFICATION_NS);
  // The page is the owner's: the owner's account id is the shop's.
  const shopId = useAppStore((s) => s.shopBasicsData?.id);
  const [open, setOpen] = useState(false);
  if (!shopId) return null;
  return (
    <>
      <button
        type="button"
        className="certification-history-link"
        onClick={() => setOpen(true)}
        data-testid="certification-history"
      >
        {t('history')} ›
      </button>
      <RecordHistorySheet
        entity="certification"
        id={open ? shopId : null}
        title={t('history')}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** The material as last submitted (or none), editable while 未认证 or 审核失败, read-only while 待审核 or 已认证. */
function CertificationForm({ info }: { info: StoreCertificationInfo }) {
  const { t } = useTranslation(CERTIFICATION_NS);
  const state = info.StoreCertification;
  const editable = canSubmitCertification(state);
  const [kind, setKind] = useState<CertificationKind>(info.StoreIDType);
  const [photos, setPhotos] = useState<(string | null)[]>(() =>
    CERTIFICATION_PHOTOS.map(
      (_, i) => (info.StoreIDType === 'image' && info.StoreID.find((p) => p.index === i)?.src) || null,
    ),
  );
  const [video, setVideo] = useState<string | null>(
    info.StoreIDType === 'video' ? (info.StoreID[0]?.src ?? null) : null,
  );
  const submit = useSubmitCertification();

  const send = async () => {
    if (kind === 'image') {
      const missing = photos.findIndex((p) => !p);
      if (missing >= 0) return toast(t('photoMissing', { photo: photoLabel(missing) }));
      const imgs = photos.map((src, index) => ({ src: src!, index }));
      await runAction(submit.mutateAsync({ type: 'image', imgs }));
      return;
    }
    if (!video) return toast(t('videoMissing'));
    await runAction(submit.mutateAsync({ type: 'video', imgs: [{ src: video, index: 0 }] }));
  };

  // A shop certified before its material was kept, or by the platform directly, has nothing to show.
  const certifiedWithoutMaterial = state === Certification.certified && info.StoreID.length === 0;
  return (
    <>
      <PageTabs activeKey={kind} onChange={(key) => editable && setKind(key as CertificationKind)}>
        <PageTabs.Tab title={t('tabs.image')} key="image" disabled={!editable && kind !== 'image'} />
        <PageTabs.Tab title={t('tabs.video')} key="video" disabled={!editable && kind !== 'video'} />
      </PageTabs>
      <Banner info={info} />
      {state !== Certification.none && <HistoryLink />}
      <div className="certification-card">
        <div className="certification-type">
          <span>{t('businessType')}</span>
          <span className="certification-type-value">{t('businessTypeValue')}</span>
        </div>
        <div className="certification-note">{t('businessTypeNote')}</div>
      </div>
      {!certifiedWithoutMaterial && (
        <div className="certification-card certification-tiles">
          {kind === 'image' ? (
            CERTIFICATION_PHOTOS.map((name, index) => (
              <MaterialTile
                key={name}
                kind="image"
                index={index}
                label={photoLabel(index)}
                value={photos[index] ?? null}
                readOnly={!editable}
                onChange={(url) => setPhotos((all) => all.map((p, i) => (i === index ? url : p)))}
              />
            ))
          ) : (
            <>
              <div className="certification-note certification-wide">{t('videoHint')}</div>
              <MaterialTile
                kind="video"
                index={0}
                label={t('video')}
                value={video}
                readOnly={!editable}
                onChange={setVideo}
              />
            </>
          )}
        </div>
      )}
      {editable && (
        <div className="certification-footer">
          <Button
            block
            color="primary"
            loading={submit.isPending}
            onClick={() => void send()}
            data-testid="certification-submit"
          >
            {state === Certification.rejected ? t('resubmit') : t('submit')}
          </Button>
        </div>
      )}
    </>
  );
}

/** shopArresrarion — 店铺认证: five photos or one video, sent for the platform's review. */
export default function CertificationPage() {
  const { t } = useTranslation();
  const { data, isPending, error, refetch } = useCertification();
  return (
    <PageLayout bodyClassName="certification-page">
      {isPending ? <LoadingView /> : null}
      {error ? (
        <StateView kind="error" title={t('common.loadFailed')} onClick={() => void refetch()} />
      ) : null}
      {/* Keyed by state and material, so a submission's answer resets the form to what the server holds. */}
      {data ? (
        <CertificationForm key={`${data.StoreCertification}:${JSON.stringify(data.StoreID)}`} info={data} />
      ) : null}
    </PageLayout>
  );
}
