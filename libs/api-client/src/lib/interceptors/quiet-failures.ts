import type { LocaleCode } from '../schemas/user.js';

/**
 * A failure the app expects and handles on its own, so it is never toasted: recognised by its
 * stable `code` or by its message in any locale (the api answers in the caller's language).
 */
export interface QuietFailure {
  readonly code?: string;
  readonly text?: Readonly<Partial<Record<LocaleCode, string>>>;
}

/** A quiet failure as the api sends it: a code and its message in all 11 locales. */
export interface LocalizedQuietFailure extends QuietFailure {
  readonly code: string;
  readonly text: Readonly<Record<LocaleCode, string>>;
}

/** The result is asked for before its task is done: the app keeps polling, no toast. */
export const TASK_NOT_FINISHED: LocalizedQuietFailure = {
  code: 'task_not_finished',
  text: {
    'en-US': 'The task is not finished yet. Please wait.',
    'zh-CN': '任务尚未完成，请稍候。',
    'zh-TW': '任務尚未完成，請稍候。',
    'es-ES': 'La tarea aún no ha terminado. Espere, por favor.',
    'pt-PT': 'A tarefa ainda não terminou. Aguarde, por favor.',
    'fr-FR': "La tâche n'est pas encore terminée. Veuillez patienter.",
    'de-DE': 'Die Aufgabe ist noch nicht abgeschlossen. Bitte warten Sie.',
    'it-IT': "L'attività non è ancora terminata. Attendere, per favore.",
    'ja-JP': 'タスクはまだ完了していません。しばらくお待ちください。',
    'ko-KR': '작업이 아직 완료되지 않았습니다. 잠시 기다려 주세요.',
    'ru-RU': 'Задача ещё не завершена. Пожалуйста, подождите.',
  },
};

/** The translation is asked for before it is done: the app keeps polling. */
export const TRANSLATION_NOT_FINISHED: LocalizedQuietFailure = {
  code: 'translation_not_finished',
  text: {
    'en-US': 'The translation is not finished yet. Please wait.',
    'zh-CN': '翻译尚未完成，请稍候。',
    'zh-TW': '翻譯尚未完成，請稍候。',
    'es-ES': 'La traducción aún no ha terminado. Espere, por favor.',
    'pt-PT': 'A tradução ainda não terminou. Aguarde, por favor.',
    'fr-FR': "La traduction n'est pas encore terminée. Veuillez patienter.",
    'de-DE': 'Die Übersetzung ist noch nicht abgeschlossen. Bitte warten Sie.',
    'it-IT': 'La traduzione non è ancora terminata. Attendere, per favore.',
    'ja-JP': '翻訳はまだ完了していません。しばらくお待ちください。',
    'ko-KR': '번역이 아직 완료되지 않았습니다. 잠시 기다려 주세요.',
    'ru-RU': 'Перевод ещё не завершён. Пожалуйста, подождите.',
  },
};

/** A link could not be fetched (task state DOWNLOAD_FAILED): the page shows its own state. */
export const DOWNLOAD_FAILED: LocalizedQuietFailure = {
  code: 'download_failed',
  text: {
    'en-US': 'The download failed.',
    'zh-CN': '下载失败。',
    'zh-TW': '下載失敗。',
    'es-ES': 'La descarga ha fallado.',
    'pt-PT': 'A transferência falhou.',
    'fr-FR': 'Le téléchargement a échoué.',
    'de-DE': 'Der Download ist fehlgeschlagen.',
    'it-IT': 'Il download non è riuscito.',
    'ja-JP': 'ダウンロードに失敗しました。',
    'ko-KR': '다운로드에 실패했습니다.',
    'ru-RU': 'Не удалось скачать файл.',
  },
};

export const DEFAULT_QUIET_FAILURES: readonly QuietFailure[] = [
  TASK_NOT_FINISHED,
  TRANSLATION_NOT_FINISHED,
  DOWNLOAD_FAILED,
];

/** Whether a failure body (`{ message, code }`) is one of the quiet failures. */
export function isQuietFailure(body: unknown, quiet: readonly QuietFailure[]): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message } = body as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message.trim() : undefined;
  return quiet.some(
    (failure) =>
      (failure.code !== undefined && failure.code === code) ||
      (text !== undefined && text !== '' && Object.values(failure.text ?? {}).includes(text)),
  );
}
