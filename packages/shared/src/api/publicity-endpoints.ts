import { endpointsOf } from './endpoint.ts';

// Pictures the platform provides to shops (the 推送设置 tutorial), set with `npm run platform -- set-image`.

const publicity = endpointsOf('publicity');

export const publicityApi = {
  image: publicity({
    method: 'GET',
    path: '/api/shopkeeper.mine.PublicityImg/setImg',
    access: { auth: 'shop' },
    request: 'PublicityImageRequest',
    response: 'PublicityImage',
    summary: 'A picture the platform provides: type 1 is the 推送设置 tutorial.',
  }),
};
