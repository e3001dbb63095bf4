import { useEffect, useState } from 'react';
import { CascadePicker, Input, type CascadePickerOption } from 'antd-mobile';
import { ADDRESS_DETAIL_MIN, charCount, STORE_INFO_MAX } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useStoreInfo } from '../api/profile.ts';
import { MINE_NS } from '../i18n.ts';
import { MINE_SETTINGS_NS } from '../settings/i18n.ts';
import { ProfileSheet, type EditSheetProps } from './profile-sheet.tsx';

// 店铺地址: province / city / district from a maintained region list (@vant/area-data, about 160 KB of source,
// loaded only when this sheet opens), then the street and number. Stored as "省 市 区 详细地址", the form the earlier
// app saved (region + detail), with spaces so the stored text can be read back into the picker.

type Region = [string, string, string];

interface AreaNode {
  text: string;
  value: string;
  children?: AreaNode[];
}
const toOptions = (nodes: AreaNode[]): CascadePickerOption[] =>
  nodes.map((n) => ({
    label: n.text,
    value: n.text,
    children: n.children ? toOptions(n.children) : undefined,
  }));

/** The region and detail of a stored address whose first three words are a province, city and district. */
function parse(address: string, options: CascadePickerOption[]): { region: Region | null; detail: string } {
  const [province, city, district, ...rest] = address.split(' ');
  const p = options.find((o) => o.label === province);
  const c = p?.children?.find((o) => o.label === city);
  const d = c?.children?.find((o) => o.label === district);
  return d
    ? { region: [province!, city!, district!], detail: rest.join(' ') }
    : { region: null, detail: address };
}

export default function AddressSheet({ visible, current, onClose }: EditSheetProps) {
  const { t } = useTranslation(MINE_SETTINGS_NS);
  const { t: tm } = useTranslation(MINE_NS);
  const [options, setOptions] = useState<CascadePickerOption[] | null>(null);
  const [region, setRegion] = useState<Region | null>(null);
  const [detail, setDetail] = useState('');
  const [picking, setPicking] = useState(false);
  const save = useStoreInfo();

  useEffect(() => {
    let live = true;
    void import('@vant/area-data').then((m) => {
      if (!live) return;
      const loaded = toOptions(m.useCascaderAreaData());
      const stored = parse(current, loaded);
      setOptions(loaded);
      setRegion(stored.region);
      setDetail(stored.detail);
    });
    return () => {
      live = false;
    };
  }, [current]);

  const submit = async () => {
    const text = detail.trim();
    if (!region && !text) return toast(t('address.empty'));
    if (!region) return toast(t('address.regionMissing'));
    if (charCount(text) < ADDRESS_DETAIL_MIN)
      return toast(t('address.detailShort', { min: ADDRESS_DETAIL_MIN }));
    const value = [...region, text].join(' ');
    if (await runAction(save.mutateAsync({ type: 'address', value }))) onClose();
  };

  return (
    <ProfileSheet
      visible={visible}
      onClose={onClose}
      title={tm('settings.address')}
      submitText={t('contact.save')}
      loading={save.isPending}
      onSubmit={() => void submit()}
    >
      <FormRow label={t('address.region')}>
        <button
          type="button"
          className="mine-address-region"
          disabled={!options}
          onClick={() => setPicking(true)}
          data-testid="address-region"
        >
          {region ? region.join(' ') : options ? t('address.regionPlaceholder') : t('address.loading')}
        </button>
      </FormRow>
      <FormRow label={t('address.detail')}>
        <Input
          value={detail}
          onChange={setDetail}
          maxLength={STORE_INFO_MAX.address - 30}
          placeholder={t('address.detailPlaceholder')}
          clearable
          data-testid="address-detail"
        />
      </FormRow>
      {options && (
        <CascadePicker
          title={t('address.region')}
          options={options}
          visible={picking}
          value={region ?? []}
          onClose={() => setPicking(false)}
          onConfirm={(value) => {
            if (value.length === 3 && value.every(Boolean)) setRegion(value as Region);
          }}
          confirmText={t('common.confirm', { ns: 'common' })}
          cancelText={t('common.cancel', { ns: 'common' })}
        />
      )}
    </ProfileSheet>
  );
}
