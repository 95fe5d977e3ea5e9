import { onDemand, useOnDemand } from '@sahm/ui';
import type { ComponentType } from 'react';

/**
 * A dialog whose code is a chunk of its own, opened by an action (docs/code-splitting.md), so a
 * list screen does not carry the form kit until a dialog is asked for. Screens await `load()`
 * (fetched once, tried again after a failure) and then open it, so it appears whole at once.
 */
export function lazyDialog<Props extends object>(fetchDialog: () => Promise<ComponentType<Props>>) {
  const code = onDemand(fetchDialog);
  function Dialog(props: Props) {
    const Loaded = useOnDemand(code, true);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return { load: code.load, Dialog };
}
