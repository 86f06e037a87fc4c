import type { TranscriptLine } from '@captio/api-client';
import {
  done,
  lineAt,
  MAX_SPEAKER_NAME_LENGTH,
  noSuchCue,
  refuse,
  type EditResult,
  type TranscriptDoc,
} from './transcript-doc.js';

/** A speaker of the transcript as the speakers panel lists it. */
export interface SpeakerEntry {
  /** The key the lines carry; undefined for lines without one (Unknown Speaker). */
  key: string | undefined;
  /** The name the user gave it, or undefined: the page shows "Unknown Speaker". */
  name: string | undefined;
  /** How many cues are theirs. */
  cues: number;
}

/**
 * The speakers in order of first appearance (so their colours stay put while the user edits),
 * then named speakers no cue has yet; lines without a speaker key form one entry of their own.
 */
export function listSpeakers(doc: TranscriptDoc): SpeakerEntry[] {
  const entries = new Map<string | undefined, SpeakerEntry>();
  for (const line of doc.file_json) {
    const entry = entries.get(line.speaker);
    if (entry) entry.cues += 1;
    else entries.set(line.speaker, { key: line.speaker, name: nameOf(doc, line.speaker), cues: 1 });
  }
  for (const key of Object.keys(doc.speaker_file_json)) {
    if (!entries.has(key)) entries.set(key, { key, name: nameOf(doc, key), cues: 0 });
  }
  return [...entries.values()];
}

function nameOf(doc: TranscriptDoc, key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  const name = doc.speaker_file_json[key]?.trim();
  return name ? name : undefined;
}

/** A speaker key no line or name uses yet: S1, S2, ... */
export function newSpeakerKey(doc: TranscriptDoc): string {
  const used = new Set<string>(Object.keys(doc.speaker_file_json));
  for (const line of doc.file_json) if (line.speaker !== undefined) used.add(line.speaker);
  let n = 1;
  while (used.has(`S${n}`)) n += 1;
  return `S${n}`;
}

/**
 * Names a speaker once for all their cues. The lines keep their key; only speaker_file_json
 * changes. Renaming the lines without a key gives them a new key first. An empty name takes the
 * name away (the speaker shows as Unknown Speaker again).
 */
export function renameSpeaker(
  doc: TranscriptDoc,
  key: string | undefined,
  name: string,
): EditResult {
  const trimmed = name.trim();
  if (trimmed.length > MAX_SPEAKER_NAME_LENGTH) {
    return refuse('name-too-long', `A name has at most ${MAX_SPEAKER_NAME_LENGTH} characters`);
  }
  if (key === undefined) {
    if (trimmed === '') return done(doc);
    const fresh = newSpeakerKey(doc);
    const lines = doc.file_json.map((line) =>
      line.speaker === undefined ? { ...line, speaker: fresh } : line,
    );
    return done({
      file_json: lines,
      speaker_file_json: { ...doc.speaker_file_json, [fresh]: trimmed },
    });
  }
  const known = key in doc.speaker_file_json || doc.file_json.some((line) => line.speaker === key);
  if (!known) return refuse('no-such-speaker', `No speaker ${key}`);
  if ((doc.speaker_file_json[key] ?? '') === trimmed) return done(doc);
  const others = Object.entries(doc.speaker_file_json).filter(([other]) => other !== key);
  const names = Object.fromEntries(trimmed === '' ? others : [...others, [key, trimmed]]);
  return done({ ...doc, speaker_file_json: names });
}

/**
 * Gives cue `index` to a speaker: an existing key, undefined (Unknown Speaker), or 'new' for a
 * speaker of its own under a new key.
 */
export function assignSpeaker(
  doc: TranscriptDoc,
  index: number,
  key: string | undefined | 'new',
): EditResult {
  const line = lineAt(doc, index);
  if (!line) return noSuchCue(index);
  const target = key === 'new' ? newSpeakerKey(doc) : key;
  if (target !== undefined && key !== 'new') {
    const known =
      target in doc.speaker_file_json || doc.file_json.some((other) => other.speaker === target);
    if (!known) return refuse('no-such-speaker', `No speaker ${target}`);
  }
  if (line.speaker === target) return done(doc);
  const { speaker: _old, ...rest } = line;
  const changed: TranscriptLine = target === undefined ? rest : { ...rest, speaker: target };
  const lines = doc.file_json.slice();
  lines[index] = changed;
  return done({ ...doc, file_json: lines });
}
