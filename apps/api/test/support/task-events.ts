import type { Task } from '@captio/api-client';

/** Reads a server-sent event stream to its end: the events' names and data. */
export async function readEvents(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  const text = await response.text();
  const events = text
    .split('\n\n')
    .filter((block) => block.startsWith('event:'))
    .map((block) => {
      const [eventLine = '', dataLine = ''] = block.split('\n');
      return { event: eventLine.slice('event: '.length), task: JSON.parse(dataLine.slice(6)) };
    });
  return { response, events: events as { event: string; task: Task }[] };
}
