import type { AccountResources } from '../i18n.ts';

type InvalidField = keyof AccountResources['invalid'];

/** The label saying what is wrong with the first schema issue's field; `fallback`'s for a field without one. */
export function invalidFieldKey(
  issues: readonly { path: readonly PropertyKey[] }[],
  fallback: InvalidField,
): `invalid.${InvalidField}` {
  const field = issues[0]?.path[0];
  const known: readonly PropertyKey[] = [
    'username',
    'password',
    'mobile',
    'email',
    'captcha',
    'nickname',
  ] satisfies InvalidField[];
  return `invalid.${known.includes(field ?? '') ? (field as InvalidField) : fallback}`;
}
