import { Certification, type StoreCertificationInfo, type StoreIdItem } from '@dzzs/shared';
import type { ShopConfigRow } from '../../db/schema.ts';
import type { Storage } from '../../storage/storage.ts';

/** The material a config row names (storage keys with their photo index); none when unset or unreadable. */
export function materialOf(storeId: string | undefined): StoreIdItem[] {
  try {
    const items: unknown = JSON.parse(storeId ?? '[]');
    if (!Array.isArray(items)) return [];
    return items.filter(
      (i): i is StoreIdItem =>
        typeof (i as StoreIdItem)?.src === 'string' && Number.isInteger((i as StoreIdItem)?.index),
    );
  } catch {
    return [];
  }
}

export function certificationOf(config: ShopConfigRow | undefined, storage: Storage): StoreCertificationInfo {
  return {
    StoreIDType: config?.store_id_type === 'video' ? 'video' : 'image',
    StoreCertification: config?.store_certification ?? Certification.none,
    StoreID: materialOf(config?.store_id).map((i) => ({ src: storage.url(i.src), index: i.index })),
    StoreCertificationMemo: config?.store_certification_memo ?? '',
  };
}
