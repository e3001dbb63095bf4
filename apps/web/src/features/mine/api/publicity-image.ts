import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/index.ts';

/** GET /api/shopkeeper.mine.PublicityImg/setImg — type 1 is the push-setup tutorial image. */
export function fetchPublicityImage(type: number) {
  return http.get<{ url?: string } | null>('/api/shopkeeper.mine.PublicityImg/setImg', { type });
}

export function usePublicityImage() {
  return useMutation({ mutationFn: fetchPublicityImage });
}
