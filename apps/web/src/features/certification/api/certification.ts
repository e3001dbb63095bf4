import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopProfileApi, type CertificationKind } from '@dzzs/shared';
import { USER_INDEX_KEY } from '../../../shared/api/user-index.ts';
import { callApi, fetchData } from '../../../shared/http/index.ts';

const KEY = ['Setup/GetStoreID'] as const;

export function useCertification() {
  return useQuery({
    queryKey: KEY,
    staleTime: 0,
    queryFn: ({ signal }) => fetchData(shopProfileApi.certification, undefined, { signal }),
  });
}

/** Stores one photo or the video; answers its URL and what the server found it to be. */
export function useUploadMaterial() {
  return useMutation({
    mutationFn: (a: { file: File; index: number }) => {
      const form = new FormData();
      form.append('type', 'StoreID');
      form.append('name', String(a.index));
      form.append('file', a.file);
      return callApi(shopProfileApi.uploadCertification, form);
    },
  });
}

/** Sends the material; the state (and with it the mine page's pill and the reminder) is read anew. */
export function useSubmitCertification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: { type: CertificationKind; imgs: { src: string; index: number }[] }) =>
      callApi(shopProfileApi.submitCertification, a),
    onSuccess: (answer) => {
      if (answer.code !== 1) return;
      void client.invalidateQueries({ queryKey: KEY });
      void client.invalidateQueries({ queryKey: USER_INDEX_KEY });
    },
  });
}
