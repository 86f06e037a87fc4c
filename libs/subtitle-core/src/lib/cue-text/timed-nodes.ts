import type { CueTextNode } from './cue-text-types.js';
import { walkCueText } from './walk-cue-text.js';

/** Where a node of a cue text stands against the playback time: flags by the node's visit order. */
export interface TimedNodes {
  past(order: number): boolean;
  future(order: number): boolean;
}

/**
 * The WebVTT :past and :future pseudo-classes (https://www.w3.org/TR/webvtt1/#the-past-and-future-pseudo-classes),
 * for the nodes of a cue text numbered in a pre-order, depth-first walk (as walkCueText visits
 * them, from 0): a node is in the past when a timestamp after it is earlier than `time`, in the
 * future when a timestamp before it is later than `time`. Karaoke players grey out or highlight
 * the words by them.
 */
export function timedNodes(nodes: readonly CueTextNode[], time: number): TimedNodes {
  // By visit order: a timestamp's time, undefined for the other nodes.
  const stamps: (number | undefined)[] = [];
  const visit = () => {
    stamps.push(undefined);
  };
  walkCueText(nodes, {
    text: visit,
    enter: visit,
    exit() {},
    timestamp(node) {
      stamps.push(node.ms);
    },
  });
  const count = stamps.length;
  const earliestAfter = new Float64Array(count);
  let earliest = Infinity;
  for (let order = count - 1; order >= 0; order--) {
    earliestAfter[order] = earliest;
    earliest = Math.min(earliest, stamps[order] ?? Infinity);
  }
  const latestBefore = new Float64Array(count);
  let latest = -Infinity;
  for (let order = 0; order < count; order++) {
    latestBefore[order] = latest;
    latest = Math.max(latest, stamps[order] ?? -Infinity);
  }
  return {
    past: (order) => (earliestAfter[order] ?? Infinity) < time,
    future: (order) => (latestBefore[order] ?? -Infinity) > time,
  };
}
