/**
 * The pairs of places where two sequences hold the same item, in order, as many as can be
 * (a longest common subsequence), found by Myers' O((N+M)·D) difference algorithm: edits from
 * two tabs are few, so D is small however long the transcript. Items are compared as numbers
 * (keys given to equal items). Undefined when the sequences differ in more than `maxEdits`
 * insertions and deletions: the steps kept to trace the path back grow with D².
 */
export function commonPairs(
  a: readonly number[],
  b: readonly number[],
  maxEdits: number,
): [number, number][] | undefined {
  const n = a.length;
  const m = b.length;
  const limit = Math.min(n + m, maxEdits);
  const offset = limit + 1;
  const furthest = new Int32Array(2 * limit + 3);
  const reached = (k: number) => furthest[offset + k] ?? 0;
  // Each step's furthest x for the diagonals k = -d..d, to trace the path back.
  const steps: Int32Array[] = [];
  for (let d = 0; d <= limit; d += 1) {
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && reached(k - 1) < reached(k + 1));
      let x = down ? reached(k + 1) : reached(k - 1) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      furthest[offset + k] = x;
      if (x >= n && y >= m) {
        steps.push(furthest.slice(offset - d, offset + d + 1));
        return traceBack(steps, n, m);
      }
    }
    steps.push(furthest.slice(offset - d, offset + d + 1));
  }
  return undefined;
}

function traceBack(steps: readonly Int32Array[], n: number, m: number): [number, number][] {
  const pairs: [number, number][] = [];
  let x = n;
  let y = m;
  for (let d = steps.length - 1; d > 0; d -= 1) {
    const before = steps[d - 1];
    const at = (k: number) => before?.[k + d - 1] ?? 0;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const fromK = down ? k + 1 : k - 1;
    const fromX = at(fromK);
    const fromY = fromX - fromK;
    // The diagonal run after the step: the same items.
    while (x > (down ? fromX : fromX + 1) && y > (down ? fromY + 1 : fromY)) {
      x -= 1;
      y -= 1;
      pairs.push([x, y]);
    }
    x = fromX;
    y = fromY;
  }
  while (x > 0 && y > 0) {
    x -= 1;
    y -= 1;
    pairs.push([x, y]);
  }
  return pairs.reverse();
}
