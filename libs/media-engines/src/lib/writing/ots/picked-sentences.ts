/**
 * Which of the `lines` ots gave to the summarizer it kept, by index, from what it printed. ots
 * prints the kept sentences in their order, as they were written, but cuts sentences by its own
 * rules (an abbreviation's full stop may end one for it): each piece it printed is looked for in
 * the lines from the last one found on.
 */
export function pickedSentences(lines: readonly string[], output: string): number[] {
  const normalized = lines.map(normalize);
  const picked: number[] = [];
  let from = 0;
  for (const piece of outputPieces(output)) {
    for (let index = from; index < normalized.length; index += 1) {
      if (normalized[index]?.includes(piece)) {
        if (picked.at(-1) !== index) picked.push(index);
        from = index;
        break;
      }
    }
  }
  return picked;
}

function outputPieces(output: string): string[] {
  return output
    .split(/\n|(?<=[.!?…。！？؟।։]["'”’»)\]]*)\s+/u)
    .map(normalize)
    .filter((piece) => piece !== '');
}

function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
