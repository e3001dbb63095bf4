import { useMutation } from '@tanstack/react-query';
import { publicityApi } from '@dzzs/shared';
import { callApi } from '../../../shared/http/index.ts';

/** A picture the platform provides; type 1 is the 推送设置 tutorial. */
export function usePublicityImage() {
  return useMutation({ mutationFn: (type: 1) => callApi(publicityApi.image, { type }) });
}
