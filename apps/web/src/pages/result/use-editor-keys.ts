import { useEffect, useRef } from 'react';

export interface EditorKeyHandlers {
  undo(): void;
  redo(): void;
  find(): void;
}

/**
 * A cue's text or translation, or any element that is not a text field: where the transcript's
 * undo applies (a translation's edits are steps of the same history).
 */
function transcriptTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return true;
  if (target instanceof HTMLTextAreaElement) {
    return target.dataset['field'] === 'text' || target.dataset['field'] === 'translation';
  }
  if (target instanceof HTMLInputElement) return false;
  return !target.isContentEditable;
}

/**
 * The editor's own keys: Ctrl/⌘+Z undo, Ctrl/⌘+Shift+Z or Ctrl+Y redo (in a cue's text and
 * translation too,
 * where the browser's undo would not know the transcript's other edits; other fields keep their
 * own), and Ctrl/⌘+F opens the transcript's search, which finds cues the list has not drawn.
 */
export function useEditorKeys(handlers: EditorKeyHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.altKey) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'f' && !event.shiftKey) {
        event.preventDefault();
        latest.current.find();
        return;
      }
      if (!transcriptTarget(event.target)) return;
      if (key === 'z') {
        event.preventDefault();
        if (event.shiftKey) latest.current.redo();
        else latest.current.undo();
      } else if (key === 'y' && event.ctrlKey && !event.shiftKey) {
        event.preventDefault();
        latest.current.redo();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
