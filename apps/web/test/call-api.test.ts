import { afterEach, describe, expect, it } from 'vitest';
import { accountApi, ordersApi } from '@dzzs/shared';
import { ApiError, callApi, fetchData, http } from '../src/shared/http/index.ts';
import { envelope, fakeServer } from './helpers.tsx';

// The web calls each endpoint through its shared definition: the path, the method and where the input goes (query
// string or body) come from the definition, and the answer's type from its schema.

afterEach(() => http.setAdapter(undefined));

describe('callApi', () => {
  it('sends a GET endpoint’s input as the query string of its path', async () => {
    const server = fakeServer({
      [`GET ${ordersApi.detail.path}`]: () => ({ body: envelope({ order_id: '26112200000001' }) }),
    });
    http.setAdapter(server.adapter);
    await callApi(ordersApi.detail, { order_id: '26112200000001' });
    expect(server.calls[0]).toMatchObject({
      method: 'GET',
      url: '/api/shopkeeper.Order/detail',
      params: { order_id: '26112200000001' },
      data: undefined,
    });
  });

  it('sends a POST endpoint’s input as its JSON body, and a multipart one as the form', async () => {
    const server = fakeServer({
      [`POST ${ordersApi.cancelByShop.path}`]: () => ({ body: envelope('已撤单') }),
      [`POST ${ordersApi.uploadPhoto.path}`]: () => ({ body: envelope({ file: [] }) }),
    });
    http.setAdapter(server.adapter);
    const answer = await callApi(ordersApi.cancelByShop, { order_id: '26112200000001', reason: '已停售' });
    expect(answer.data).toBe('已撤单');
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/shopkeeper.Order/ShopkeeperCancellation',
      data: { order_id: '26112200000001', reason: '已停售' },
      params: undefined,
    });
    const form = new FormData();
    form.append('name', '26112200000001');
    await callApi(ordersApi.uploadPhoto, form);
    expect(server.calls[1]?.data).toBe(form);
  });

  it('gives the data of a success and rejects a refusal with the server’s words', async () => {
    const server = fakeServer({
      [`GET ${accountApi.appUpdate.path}`]: () => ({ body: { code: 0, msg: '维护中', time: 0, data: null } }),
    });
    http.setAdapter(server.adapter);
    await expect(fetchData(accountApi.appUpdate)).rejects.toEqual(new ApiError('维护中', 0, null));
  });
});
