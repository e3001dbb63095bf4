import { endpointsOf } from './endpoint.ts';

// The shop's push link (推送绑定, docs/push-links.md): new orders are also announced to a third-party push service.

const pushLink = endpointsOf('push link');

export const pushLinkApi = {
  bind: pushLink({
    method: 'POST',
    path: '/api/user/getPushKey',
    access: { auth: 'shopkeeper' },
    request: 'PushKeyRequest',
    response: 'Sentence',
    summary:
      'Binds the push service address that hears of each new order (推送绑定); an empty key unbinds it. The bound address comes back as NewUser/index push_key.',
  }),
};
