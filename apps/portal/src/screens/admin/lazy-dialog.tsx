import { lazy, type ComponentType } from 'react';

/**
 * A dialog whose code is a chunk of its own (ADR 0200), so a list screen does not carry the form
 * kit until a dialog is asked for. `load()` fetches the chunk once and resolves when the dialog can
 * render; screens open it after that, so it appears whole at once (a Suspense boundary would hold
 * the revealed dialog back by up to 300 ms in React 19). Rendered earlier, it suspends.
 */
export function lazyDialog<Props extends object>(fetchDialog: () => Promise<ComponentType<Props>>) {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= fetchDialog().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // A failed fetch (offline, a new deployment) is tried again next time.
        loading = undefined;
        throw error;
      },
    ));
  const Suspended = lazy(() => load().then(() => ({ default: Loaded as ComponentType<Props> })));
  function LazyDialog(props: Props) {
    return Loaded ? <Loaded {...props} /> : <Suspended {...props} />;
  }
  return { load, Dialog: LazyDialog };
}
