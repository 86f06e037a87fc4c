import type { TranscriptLine } from '@captio/api-client';

/** The translation being shown beside the original. */
export interface EditorTranslation {
  name: string;
  task_id: string;
  language: string;
  use_type: string;
  noIcon: boolean;
  isOriginal: boolean;
}

/**
 * The subtitle editor state, with the product's field names. Most fields belong to
 * features that come later (translation, summaries, animation, speech synthesis); they are held
 * here with their defaults so that those features find them where the spec puts them.
 */
export interface SubtitleEditorState {
  file_json: readonly TranscriptLine[];
  translate_file_json: readonly TranscriptLine[];
  /** Speaker keys to the names the user gave them. */
  speaker_file_json: Readonly<Record<string, string>>;
  can_rearrange: boolean;
  rearrange: boolean;
  /** Seconds. */
  duration: number;
  file_name: string;
  /** The still shown before the media plays. */
  file_pic: string;
  file_summarize: string;
  Blog_Post: string;
  Show_Notes: string;
  Social_Media: string;
  Meetings_Minutes: string;
  /** The transcript differs from what the engine produced (the server's flag, and any edit). */
  is_change: boolean;
  words_change: boolean;
  translate_is_change: boolean;
  upload_srt: boolean;
  /** The address the media plays from, or '' for the file's own stream. */
  url: string;
  view_status: number;
  language: string;
  mismatched_original: boolean;
  speaker: boolean;
  pageViewMode: string;
  m3u8: string | false;
  globalSpeakerOpen: boolean;
  origin_change: boolean;
  words_split: boolean;
  force_article: boolean;
  animationDisabled: boolean;
  animatePanelOpen: boolean;
  animationASSContent: string;
  change_status: boolean;
  animationConfig: { type: string };
  drive_file: boolean;
  /** 0: not rotated; otherwise the degrees the picture is turned. */
  rotated_video: number;
  aiTTSConfig: {
    open: boolean;
    common_voice_setting: Readonly<Record<string, unknown>>;
    line_uuid: Readonly<Record<string, string>>;
    mergedArray: readonly unknown[];
  };
  translation: EditorTranslation | undefined;
}

export const INITIAL_EDITOR_STATE: SubtitleEditorState = {
  file_json: [],
  translate_file_json: [],
  speaker_file_json: {},
  can_rearrange: false,
  rearrange: false,
  duration: 0,
  file_name: '',
  file_pic: '',
  file_summarize: '',
  Blog_Post: '',
  Show_Notes: '',
  Social_Media: '',
  Meetings_Minutes: '',
  is_change: false,
  words_change: false,
  translate_is_change: false,
  upload_srt: false,
  url: '',
  view_status: 1,
  language: '',
  mismatched_original: false,
  speaker: false,
  pageViewMode: 'basic',
  m3u8: false,
  globalSpeakerOpen: false,
  origin_change: false,
  words_split: false,
  force_article: false,
  animationDisabled: false,
  animatePanelOpen: false,
  animationASSContent: '',
  change_status: false,
  animationConfig: { type: '' },
  drive_file: false,
  rotated_video: 0,
  aiTTSConfig: { open: false, common_voice_setting: {}, line_uuid: {}, mergedArray: [] },
  translation: undefined,
};

/**
 * The fields a server response may set ("for a listed subset of these fields
 * only"): those the result call answers with. Anything else in a response (the task, the file,
 * the revision, or a field a newer server adds) never reaches the editor state this way.
 */
export const RESPONSE_FIELDS = [
  'file_json',
  'speaker_file_json',
  'duration',
  'file_name',
  'file_pic',
  'language',
  'is_change',
  'url',
  'rotated_video',
  'drive_file',
  'file_summarize',
  'Blog_Post',
  'Show_Notes',
  'Social_Media',
  'Meetings_Minutes',
  'translate_file_json',
  'translate_is_change',
  'mismatched_original',
] as const satisfies readonly (keyof SubtitleEditorState)[];

export type ResponseField = (typeof RESPONSE_FIELDS)[number];

/**
 * The listed fields present in a response, and nothing else. A null (an article text its engine
 * does not write, say) is the field's initial value: the state keeps its own types.
 */
export function pickResponseFields(
  response: Partial<Record<ResponseField, unknown>> & Record<string, unknown>,
): Partial<Pick<SubtitleEditorState, ResponseField>> {
  const picked: Record<string, unknown> = {};
  for (const field of RESPONSE_FIELDS) {
    if (Object.hasOwn(response, field) && response[field] !== undefined) {
      picked[field] = response[field] ?? INITIAL_EDITOR_STATE[field];
    }
  }
  return picked as Partial<Pick<SubtitleEditorState, ResponseField>>;
}
