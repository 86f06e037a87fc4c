import type { EventSourceLike } from '../api/follow-events.js';

type Listener = (event: { data?: unknown }) => void;

/**
 * An EventSource a test drives: `open` is what a follower opens, `emit` sends an event,
 * `opened` lists the urls opened and `closed` tells whether the stream was closed.
 */
export function fakeEvents() {
  const listeners = new Map<string, Listener[]>();
  const opened: string[] = [];
  let closed = false;
  const source: EventSourceLike = {
    addEventListener: (type, listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    close: () => {
      closed = true;
    },
  };
  return {
    open: (url: string) => {
      opened.push(url);
      return source;
    },
    emit: (type: string, data?: unknown) =>
      listeners.get(type)?.forEach((listener) => listener({ data })),
    opened,
    closed: () => closed,
  };
}

export type FakeEvents = ReturnType<typeof fakeEvents>;
