import { receiptsApi, type ReceiptChannel } from '@dzzs/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { USER_INDEX_KEY } from '../../../shared/api/user-index.ts';
import { callApi, fetchData } from '../../../shared/http/index.ts';

// Every call of 收款管理 (docs/money.md, "Payment channels and players' recharges") and the react-query keys they
// cache under. A change refreshes the channels, the recharges and the mine page (its 收款管理 badge counts rejected
// applications and recharges waiting).

const KEY = ['receipts'] as const;
const CHANNELS = [...KEY, 'channels'] as const;
const OFFLINE = [...KEY, 'offline'] as const;

/** Where the upload stores images of application forms; the server checks the same folder. */
export const isReceiptImage = (url: string) => /\/uploads\/receipts\//.test(url);

function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: KEY });
    void client.invalidateQueries({ queryKey: USER_INDEX_KEY });
  };
}

export function useChannels() {
  return useQuery({
    queryKey: CHANNELS,
    staleTime: 0,
    queryFn: ({ signal }) => fetchData(receiptsApi.list, undefined, { signal }),
  });
}

/** One channel of the list, by id. */
export function useChannel(id: number | null) {
  const query = useChannels();
  const channel: ReceiptChannel | undefined = query.data?.find((c) => c.id === id);
  return { ...query, channel };
}

export function useApply() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (form: Record<string, string | number>) => callApi(receiptsApi.apply, form),
    onSuccess: refresh,
  });
}

export function useSetOpen() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (a: { id: number; on: boolean }) => callApi(receiptsApi.setState, { id: a.id, state: a.on }),
    onSuccess: refresh,
  });
}

export function useSetPid() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (a: { channelId: number; pid: string }) =>
      callApi(receiptsApi.setPid, { pid: a.pid, source: a.channelId }),
    onSuccess: refresh,
  });
}

/** Stores an image of an application form; answers its URL. */
export function useUploadDocument() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('type', 'StoreID');
      form.append('file', file);
      return callApi(receiptsApi.upload, form);
    },
  });
}

/** The offline QR code, read when the shop asks to see it (预览图片). */
export const fetchQrImage = () => fetchData(receiptsApi.qrImage);

export function useSetQrImage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (url: string) => callApi(receiptsApi.setQrImage, { url }),
    onSuccess: refresh,
  });
}

/** Players' offline recharges waiting for the shop (the first 100: a shop confirms them as they come). */
export function useWaitingRecharges() {
  return useQuery({
    queryKey: OFFLINE,
    staleTime: 0,
    queryFn: ({ signal }) =>
      fetchData(receiptsApi.offlineRecharges, { state: '0', per_page: 100 }, { signal }),
  });
}

export function useDecideRecharge() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (a: { id: number; confirm: boolean }) =>
      callApi(receiptsApi.confirmOffline, { id: a.id, state: a.confirm }),
    onSuccess: refresh,
  });
}
