import { i18n } from '@dzzs/web-shared/i18n/index.ts';

// Compile-time checks of labels, run by `npm run typecheck` (never called): `t` takes only the keys of its
// namespace (src/app/i18n-types.ts declares them), so a misspelt or missing label does not compile.
export function unknownLabelsDoNotCompile() {
  const t = i18n.getFixedT(null, 'orders');
  void t('detail.notFound');
  // @ts-expect-error -- the orders labels have no `detail.nope`
  void t('detail.nope');
  // @ts-expect-error -- a shared label is read with its namespace: t('common.cancel', { ns: 'common' })
  void t('common.cancel');
  void t('common.cancel', { ns: 'common' });
  // @ts-expect-error -- the shared labels have no `title.nope`
  void i18n.t('title.nope');
}
