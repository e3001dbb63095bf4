import { endpointsOf } from './endpoint.ts';

// The platform's calls: draw and match results, published by support accounts (the CLI uses the same service).

const draw = endpointsOf('draws');
const support = { auth: 'support' } as const;

export const drawsApi = {
  publishNumber: draw({
    method: 'POST',
    path: '/api/platform.Draw/publishNumber',
    access: support,
    request: 'PlatformDrawPublishNumberRequest',
    response: 'PlatformDrawPublishNumberResponse',
    summary: 'Publishes or corrects the draw of a number game; its orders are settled.',
  }),
  publishMatch: draw({
    method: 'POST',
    path: '/api/platform.Draw/publishMatch',
    access: support,
    request: 'PlatformDrawPublishMatchRequest',
    response: 'PlatformDrawPublishMatchResponse',
    summary: 'Publishes or corrects the result of a match; its orders are settled.',
  }),
  list: draw({
    method: 'GET',
    path: '/api/platform.Draw/list',
    access: support,
    request: 'PlatformDrawListRequest',
    response: 'PlatformDrawListResponse',
    summary: 'Published draws and match results.',
  }),
};
