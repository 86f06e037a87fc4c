import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { tasks } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { type Caller, tasksOf } from './caller.js';
import { taskMessages } from './messages.js';
import type { TaskRow } from './task-view.js';

/** One of the caller's tasks, or the 404 that another's (or none) answers. */
export async function findTask(
  context: Pick<AppContext, 'db'>,
  caller: Caller,
  taskId: string,
): Promise<TaskRow> {
  const [row] =
    caller.kind === 'nobody'
      ? []
      : await context.db
          .select()
          .from(tasks)
          .where(and(eq(tasks.id, taskId), tasksOf(caller)));
  if (!row) throw notFound('task_not_found', taskMessages.taskNotFound);
  return row;
}
