import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopProfileApi, type Envelope, type StoreInfoType } from '@dzzs/shared';
import { USER_INDEX_KEY } from '../../../shared/api/user-index.ts';
import { callApi } from '../../../shared/http/index.ts';

// The settings page's edits (编辑资料); each refreshes the user info the page and the mine page show.

function useProfileEdit<A>(call: (args: A) => Promise<Envelope<unknown>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      if (answer.code === 1) void client.invalidateQueries({ queryKey: USER_INDEX_KEY });
    },
  });
}

export const useEditNickname = () =>
  useProfileEdit((nickname: string) => callApi(shopProfileApi.editNickname, { nickname }));

export const useRealName = () =>
  useProfileEdit((a: { id: string; name: string }) => callApi(shopProfileApi.realAut, a));

export const useStoreInfo = () =>
  useProfileEdit((a: { type: StoreInfoType; value: string }) => callApi(shopProfileApi.postStoreInfo, a));

/** Uploads the cropped avatar, then makes it the shop's; answers the second call's envelope (or the first's refusal). */
export const useEditAvatar = () =>
  useProfileEdit(async (picture: Blob) => {
    const form = new FormData();
    form.append('type', 'avatar');
    form.append('file', picture, 'avatar.jpg');
    const stored = await callApi(shopProfileApi.uploadAvatar, form);
    if (stored.code !== 1) return stored;
    return callApi(shopProfileApi.editAvatar, { avatar: stored.data.url });
  });
