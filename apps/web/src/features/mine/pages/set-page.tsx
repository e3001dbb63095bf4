import '../mine.css';
import { lazy, Suspense, useRef, useState } from 'react';
import { ActionSheet, Button, List } from 'antd-mobile';
import { Certification, MAX_PHOTO_BYTES } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserIndex } from '../../../shared/api/user-index.ts';
import { certificationText } from '../../../shared/i18n/state-label.ts';
import { PAGE } from '../../../shared/paths.ts';
import { previewImages } from '../../../shared/ui/image-preview.ts';
import { LanguageSwitch } from '../../../shared/ui/language-switch.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { ShopAvatar } from '../../../shared/ui/shop-avatar.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useLazySheet } from '../../../shared/ui/use-lazy-sheet.ts';
import { maskMobile } from '../components/mask.ts';
import { useLogout } from '../components/use-logout.ts';
import { MINE_NS } from '../i18n.ts';
import { MINE_SETTINGS_NS } from '../settings/i18n.ts';

// Each editor (and the cropper, the region list, the popups' animation code) loads on first use, not with the list.
const BindPhonePopup = lazy(() => import('../components/bind-phone-popup.tsx'));
const PushLinkPopup = lazy(() => import('../components/push-link-popup.tsx'));
const NicknameSheet = lazy(() => import('../components/nickname-sheet.tsx'));
const RealNameSheet = lazy(() => import('../components/real-name-sheet.tsx'));
const AddressSheet = lazy(() => import('../components/address-sheet.tsx'));
const ContactSheet = lazy(() => import('../components/contact-sheet.tsx'));
const AvatarCrop = lazy(() => import('../components/avatar-crop.tsx'));

type Sheet = 'phone' | 'push' | 'nickname' | 'realName' | 'address' | 'WeChat' | 'Telephone';

/** 编辑资料: the owner's settings; every row opens its editor (staff never reach this page). */
export default function SetPage() {
  const { t } = useTranslation(MINE_NS);
  const { t: ts } = useTranslation(MINE_SETTINGS_NS);
  // Not certified yet reads as the action to take; a rejected shop is told it may submit again.
  const certificationExtra = (state: number) => {
    if (state === Certification.none) return t('settings.certNone');
    if (state === Certification.rejected)
      return t('settings.certResubmit', { state: certificationText(state) });
    return certificationText(state);
  };
  const navigate = useNavigate();
  const { data } = useUserIndex();
  const logout = useLogout();
  const sheet = useLazySheet<Sheet>();
  const [avatarMenu, setAvatarMenu] = useState(false);
  const [cropFile, setCropFile] = useState<File | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const user = data?.userinfo;
  const config = user?.ShopConfig;
  const value = (text: string | undefined) => (text ? text : t('settings.notSet'));
  const open = (kind: Sheet) => () => sheet.show(kind);
  const shown = (kind: Sheet) => sheet.shown === kind;

  const onPicked = (file: File | undefined) => {
    if (picker.current) picker.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return toast(ts('avatar.notImage'), 'fail');
    if (file.size > MAX_PHOTO_BYTES) return toast(ts('avatar.tooLarge'), 'fail');
    setCropFile(file);
  };

  return (
    <PageLayout>
      <List header={t('settings.basic')}>
        <List.Item
          extra={<ShopAvatar src={user?.avatar ?? ''} name={user?.nickname ?? ''} small />}
          onClick={() => setAvatarMenu(true)}
          data-testid="set-avatar"
        >
          {t('settings.avatar')}
        </List.Item>
        <List.Item extra={user?.nickname} onClick={open('nickname')} data-testid="set-nickname">
          {t('settings.nickname')}
        </List.Item>
        <List.Item
          extra={certificationExtra(Number(config?.StoreCertification ?? 0))}
          onClick={() => navigate(PAGE.certification)}
          data-testid="set-certification"
        >
          {t('settings.certification')}
        </List.Item>
        <List.Item
          extra={user?.RealName === 1 ? t('settings.realNameDone') : t('settings.realNameNone')}
          onClick={open('realName')}
          data-testid="set-real-name"
        >
          {t('settings.realName')}
        </List.Item>
        <List.Item
          extra={user?.mobile ? maskMobile(user.mobile) : t('settings.phoneNone')}
          onClick={open('phone')}
        >
          {t('settings.phone')}
        </List.Item>
        <List.Item onClick={() => navigate(PAGE.receipts)}>{t('settings.receipts')}</List.Item>
        <List.Item
          extra={<span className="mine-push-extra">{data?.push_key || t('settings.pushNone')}</span>}
          onClick={open('push')}
        >
          {t('settings.push')}
        </List.Item>
      </List>
      <List header={t('settings.shopInfo')}>
        <List.Item
          extra={<span className="mine-set-extra">{value(config?.address)}</span>}
          onClick={open('address')}
          data-testid="set-address"
        >
          {t('settings.address')}
        </List.Item>
        <List.Item extra={value(config?.WeChat)} onClick={open('WeChat')} data-testid="set-wechat">
          {t('settings.wechat')}
        </List.Item>
        <List.Item extra={value(config?.Telephone)} onClick={open('Telephone')} data-testid="set-telephone">
          {t('settings.telephone')}
        </List.Item>
        <List.Item onClick={() => navigate(PAGE.announcements)}>{t('settings.announcements')}</List.Item>
      </List>
      <List header={t('settings.language')}>
        <List.Item>
          <LanguageSwitch />
        </List.Item>
      </List>
      <div className="mine-set-page-footer">
        <Button block color="danger" fill="outline" onClick={() => void logout()}>
          {t('logout.button')}
        </Button>
      </div>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        hidden
        data-testid="avatar-file"
        onChange={(e) => onPicked(e.target.files?.[0])}
      />
      <ActionSheet
        visible={avatarMenu}
        onClose={() => setAvatarMenu(false)}
        cancelText={t('common.cancel', { ns: 'common' })}
        actions={[
          {
            key: 'view',
            text: ts('avatar.view'),
            disabled: !user?.avatar,
            onClick: () => user?.avatar && previewImages([user.avatar]),
          },
          { key: 'change', text: ts('avatar.change'), onClick: () => picker.current?.click() },
        ]}
        closeOnAction
      />
      {cropFile && (
        <Suspense fallback={null}>
          <AvatarCrop file={cropFile} onClose={() => setCropFile(null)} />
        </Suspense>
      )}
      {sheet.loaded && user && (
        <Suspense fallback={null}>
          {shown('push') && <PushLinkPopup visible current={data?.push_key ?? ''} onClose={sheet.hide} />}
          {shown('phone') && <BindPhonePopup visible currentMobile={user.mobile} onClose={sheet.hide} />}
          {shown('nickname') && <NicknameSheet visible current={user.nickname} onClose={sheet.hide} />}
          {shown('realName') && (
            <RealNameSheet
              visible
              verified={user.RealName === 1 ? { id: user.sfz_id, name: user.sfz_name } : null}
              onClose={sheet.hide}
            />
          )}
          {shown('address') && <AddressSheet visible current={config?.address ?? ''} onClose={sheet.hide} />}
          {(shown('WeChat') || shown('Telephone')) && (
            <ContactSheet
              visible
              type={sheet.shown as 'WeChat' | 'Telephone'}
              current={(sheet.shown === 'WeChat' ? config?.WeChat : config?.Telephone) ?? ''}
              onClose={sheet.hide}
            />
          )}
        </Suspense>
      )}
    </PageLayout>
  );
}
