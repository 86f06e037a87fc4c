import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A component whose code loads the first time `shown(props)` holds, and which stays mounted
 * after that (a dialog animates shut, keeps its focus return). Until then it renders nothing:
 * a visitor who never opens a dialog never downloads it.
 */
export function lazyWhen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  shown: (props: P) => boolean,
): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LazyWhen(props: P) {
    const [wanted, setWanted] = useState(false);
    if (!wanted && shown(props)) setWanted(true);
    if (!wanted && !shown(props)) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/** lazyWhen for the usual case: shown once its `open` prop is true. */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return lazyWhen(load, (props) => props.open);
}
