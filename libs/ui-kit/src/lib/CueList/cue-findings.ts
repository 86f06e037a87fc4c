import type { MessageDescriptor } from '@captio/i18n';
import type { Finding, FindingCode } from '@captio/subtitle-core';

/** What a row shows of one finding: a translated label and how bad it is. */
export interface CueFlag {
  code: FindingCode;
  severity: Finding['severity'];
  label: MessageDescriptor;
}

const NO_FINDINGS: readonly Finding[] = [];

/**
 * check()'s findings grouped by cue, computed once per findings list so that a row receives the
 * same array (and skips its render) until its own findings change. Given the grouping of the
 * list before, a cue whose findings are the same objects as then keeps its array from then: an
 * edit that changes one cue's findings re-renders that row, not every row with a finding.
 */
export function findingsByCue(
  findings: readonly Finding[],
  previous?: ReadonlyMap<number, readonly Finding[]>,
): ReadonlyMap<number, readonly Finding[]> {
  const byCue = new Map<number, readonly Finding[]>();
  const building = new Map<number, Finding[]>();
  for (const finding of findings) {
    const list = building.get(finding.cueIndex);
    if (list) list.push(finding);
    else building.set(finding.cueIndex, [finding]);
  }
  for (const [cue, list] of building) {
    const before = previous?.get(cue);
    const same =
      before !== undefined &&
      before.length === list.length &&
      before.every((finding, at) => finding === list[at]);
    byCue.set(cue, same ? before : list);
  }
  return byCue;
}

/** The findings of one cue, or one shared empty list. */
export function cueFindings(
  byCue: ReadonlyMap<number, readonly Finding[]>,
  index: number,
): readonly Finding[] {
  return byCue.get(index) ?? NO_FINDINGS;
}

/** One decimal is what a reader of "characters per second" can use. */
const oneDecimal = (value: number | undefined) => Math.round((value ?? 0) * 10) / 10;

/**
 * The flag a row shows for a finding. check()'s own message is English and names the cue by
 * number; the row is the cue already, so the flag says only what is wrong, in the reader's
 * locale, with the measured value and its limit where check() gives them.
 */
export function cueFlag(finding: Finding): CueFlag {
  const base = { code: finding.code, severity: finding.severity };
  const measured = { value: oneDecimal(finding.value), limit: oneDecimal(finding.limit) };
  switch (finding.code) {
    case 'reading-speed':
      return { ...base, label: { key: 'editor.flag.readingSpeed', values: measured } };
    case 'line-too-long':
      return {
        ...base,
        label: { key: 'editor.flag.lineTooLong', values: { ...measured, line: finding.line ?? 1 } },
      };
    case 'too-many-lines':
      return { ...base, label: { key: 'editor.flag.tooManyLines', values: measured } };
    case 'too-short':
      return { ...base, label: { key: 'editor.flag.tooShort' } };
    case 'too-long':
      return { ...base, label: { key: 'editor.flag.tooLong' } };
    case 'overlap':
      return { ...base, label: { key: 'editor.flag.overlap' } };
    case 'small-gap':
      return { ...base, label: { key: 'editor.flag.smallGap' } };
    case 'out-of-order':
      return { ...base, label: { key: 'editor.flag.outOfOrder' } };
    case 'non-positive-duration':
      return { ...base, label: { key: 'editor.flag.nonPositiveDuration' } };
    case 'invalid-time':
      return { ...base, label: { key: 'editor.flag.invalidTime' } };
  }
}
