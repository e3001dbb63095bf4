import { ordersApi } from '@dzzs/shared';
import { callApi } from '../src/shared/http/index.ts';

// Compile-time checks of callApi, run by `npm run typecheck` (never called): the input is typed by the endpoint's
// request schema, so a field the schema lacks or a missing input does not compile.
export function wrongInputsDoNotCompile() {
  // @ts-expect-error -- `orderId` is not a field of the detail request
  void callApi(ordersApi.detail, { orderId: '1' });
  // @ts-expect-error -- the award needs its order ids
  void callApi(ordersApi.award);
  // @ts-expect-error -- a JSON endpoint takes its fields, not a form
  void callApi(ordersApi.ticket, new FormData());
}
