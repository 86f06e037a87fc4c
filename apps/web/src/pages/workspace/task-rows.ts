import type { Task, TaskStatus } from '@captio/api-client';
import { AUTO_DETECT, languageName } from '@captio/i18n';
import type { Locale } from '@captio/routing-rules';
import { resultTarget } from '../../features/transcribe/result-target.js';

/** One task as the workspace lists it. */
export interface TaskRow {
  taskId: string;
  fileName: string;
  /**
   * The result page of the task, in the page's language; none for a task of a link whose media
   * is not fetched yet (or could not be): there is no file to show.
   */
  href: string | undefined;
  status: TaskStatus;
  /** The language transcribed: the detected one for automatic detection, once known. */
  language: string | undefined;
  /** 0..100 while WAITING, else undefined. */
  progress: number | undefined;
  /** Why it failed, in the request's language (the api's words). */
  failure: string | undefined;
  created: string;
}

/** The user's tasks (newest first, as the api lists them) as rows to show. */
export function taskRows(tasks: readonly Task[], locale: Locale): TaskRow[] {
  return tasks.map((task) => {
    const code =
      task.language === AUTO_DETECT ? (task.detected_language ?? AUTO_DETECT) : task.language;
    return {
      taskId: task.task_id,
      fileName: task.file_name,
      href: task.file_hash
        ? resultTarget({ fileHash: task.file_hash, taskId: task.task_id, locale })
        : undefined,
      status: task.status,
      language: languageName(code, locale) ?? code,
      progress: task.status === 'WAITING' ? task.progress : undefined,
      failure: task.failure?.message,
      created: task.created_time,
    };
  });
}
