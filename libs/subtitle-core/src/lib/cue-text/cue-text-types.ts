/**
 * WebVTT cue text as a tree, as the WebVTT cue text parsing rules build it
 * (https://www.w3.org/TR/webvtt1/#cue-text-parsing-rules): text, timestamps, and the spans
 * c, i, b, u, ruby, rt, v and lang with their classes. As in the DOM the rules build, the texts
 * on either side of a tag the rules drop ('a<x>b') are two text nodes.
 */
export type CueTextNode = CueTextText | CueTextTimestamp | CueTextElement;

/** Text, character references decoded. */
export interface CueTextText {
  readonly type: 'text';
  readonly text: string;
}

/** A timestamp tag ('<00:00:01.500>'), in milliseconds from the start of the media. */
export interface CueTextTimestamp {
  readonly type: 'timestamp';
  readonly ms: number;
}

/** The spans that carry nothing but their classes. An 'rt' is only ever inside a 'ruby'. */
export type CueTextSpanType = 'c' | 'i' | 'b' | 'u' | 'ruby' | 'rt';

export interface CueTextSpan {
  readonly type: CueTextSpanType;
  readonly classes: readonly string[];
  readonly children: readonly CueTextNode[];
}

/** A voice ('<v.loud Esme>'): who speaks, whitespace collapsed and references decoded. */
export interface CueTextVoice {
  readonly type: 'v';
  readonly classes: readonly string[];
  readonly voice: string;
  readonly children: readonly CueTextNode[];
}

/**
 * A language span ('<lang en-GB>'): its language tag, as written. The nodes inside it, down to
 * the next lang span, are in that language.
 */
export interface CueTextLanguage {
  readonly type: 'lang';
  readonly classes: readonly string[];
  readonly language: string;
  readonly children: readonly CueTextNode[];
}

export type CueTextElement = CueTextSpan | CueTextVoice | CueTextLanguage;
