/**
 * State that belongs to one running app rather than to the process (tests run many apps in one process, and two
 * must never share a cache): `of(ctx)` creates it on first use for that app and returns the same one afterwards.
 */
export function perInstance<Key extends object, State>(create: (key: Key) => State): (key: Key) => State {
  const states = new WeakMap<Key, State>();
  return (key) => {
    let state = states.get(key);
    if (state === undefined) states.set(key, (state = create(key)));
    return state;
  };
}
