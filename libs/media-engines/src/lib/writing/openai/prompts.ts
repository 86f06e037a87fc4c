import { clockTime } from '../sentences.js';
import type { WritingKind, WritingSource } from '../writing-engine.js';

/** What each kind is, told to the model; the form is plain text with light Markdown. */
const TASKS: Record<WritingKind, string> = {
  summary: 'a concise summary of the transcript in one or two short paragraphs',
  'blog-post':
    'a blog post based on the transcript: a title on the first line, then a few paragraphs with subheadings',
  'show-notes':
    'podcast show notes: a two-sentence description, then the main topics as a list, each starting with the time (m:ss) at which it is discussed',
  'social-media':
    'one social media post announcing the content of the transcript, at most 280 characters, with up to three hashtags',
  'meeting-minutes':
    'meeting minutes: the topics discussed, the decisions taken and the action items with who owns them, as lists under short headings; write "none" under a heading the transcript gives nothing for',
};

/** The name of a language in English ('French' for 'fr-CA'), or its code when unknown. */
export function languageName(code: string): string {
  const primary = (code.split('-')[0] ?? code).toLowerCase();
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(primary) ?? primary;
  } catch {
    return primary;
  }
}

/** The transcript as the model reads it: a line per segment, each with its start time. */
export function transcriptText(source: WritingSource, maxChars: number): string {
  let text = '';
  for (const segment of source.segments) {
    const line = `[${clockTime(segment.start)}] ${segment.text.replace(/\s+/g, ' ').trim()}\n`;
    if (text.length + line.length > maxChars) {
      return `${text}[… the rest of the transcript is left out: it is too long]\n`;
    }
    text += line;
  }
  return text;
}

export function chatMessages(
  kind: WritingKind,
  source: WritingSource,
  maxInputChars: number,
): { role: 'system' | 'user'; content: string }[] {
  const language = languageName(source.language);
  return [
    {
      role: 'system',
      content: [
        `You write ${TASKS[kind]}.`,
        `Write in ${language} (language code ${source.language}), the language of the transcript, whatever language these instructions are in.`,
        'Use only what the transcript says: add no facts, names or numbers of your own.',
        'Answer with the text alone, no preface.',
      ].join(' '),
    },
    { role: 'user', content: transcriptText(source, maxInputChars) },
  ];
}
