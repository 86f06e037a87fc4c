import type {
  CueTextElement,
  CueTextNode,
  CueTextText,
  CueTextTimestamp,
} from './cue-text-types.js';

/** What a walk over a tree calls, node by node in document order. */
export interface CueTextVisitor {
  text(node: CueTextText): void;
  timestamp(node: CueTextTimestamp): void;
  enter(node: CueTextElement): void;
  exit(node: CueTextElement): void;
}

interface Frame {
  readonly nodes: readonly CueTextNode[];
  readonly element: CueTextElement | undefined;
  index: number;
}

/**
 * Visits every node of a tree with a stack of its own rather than recursion: a cue of 100,000
 * unclosed '<i>' is a tree that deep, and must not overflow the call stack.
 */
export function walkCueText(nodes: readonly CueTextNode[], visitor: CueTextVisitor): void {
  const stack: Frame[] = [{ nodes, element: undefined, index: 0 }];
  for (let frame = stack[0]; frame !== undefined; frame = stack[stack.length - 1]) {
    const node = frame.nodes[frame.index++];
    if (node === undefined) {
      stack.pop();
      if (frame.element !== undefined) visitor.exit(frame.element);
    } else if (node.type === 'text') {
      visitor.text(node);
    } else if (node.type === 'timestamp') {
      visitor.timestamp(node);
    } else {
      visitor.enter(node);
      stack.push({ nodes: node.children, element: node, index: 0 });
    }
  }
}
