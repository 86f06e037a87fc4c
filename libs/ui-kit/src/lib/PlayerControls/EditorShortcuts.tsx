import { useT } from '@captio/i18n/react';
import type { MessageKey } from '@captio/i18n';
import styles from './PlayerControls.module.css';
import { classNames } from '../class-names.js';

/** Every shortcut of the editor's parts, as the help lists them (key names are not translated). */
export const EDITOR_SHORTCUTS: readonly { keys: readonly string[]; action: MessageKey }[] = [
  { keys: ['Ctrl/⌘ + Space', 'Alt + K'], action: 'editor.shortcuts.playPause' },
  { keys: ['Alt + ←', 'Alt + →'], action: 'editor.shortcuts.stepCue' },
  { keys: ['Alt + J', 'Alt + L'], action: 'editor.shortcuts.skip' },
  { keys: ['Alt + Shift + ,', 'Alt + Shift + .'], action: 'editor.shortcuts.speed' },
  { keys: ['↑', '↓'], action: 'editor.shortcuts.moveText' },
  { keys: ['Ctrl/⌘ + Enter'], action: 'editor.shortcuts.split' },
  { keys: ['Ctrl/⌘ + Shift + Enter'], action: 'editor.shortcuts.merge' },
  { keys: ['Enter', 'Esc'], action: 'editor.shortcuts.applyTime' },
];

export interface EditorShortcutsProps {
  className?: string;
}

/** The editor's keyboard shortcuts in a disclosure, so the page can show its help in one place. */
export function EditorShortcuts({ className }: EditorShortcutsProps) {
  const t = useT();
  return (
    <details className={classNames(styles['shortcuts'], className)}>
      <summary>{t('editor.shortcuts.title')}</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('editor.shortcuts.keys')}</th>
            <th scope="col">{t('editor.shortcuts.action')}</th>
          </tr>
        </thead>
        <tbody>
          {EDITOR_SHORTCUTS.map(({ keys, action }) => (
            <tr key={action}>
              <td>
                {keys.map((key, at) => (
                  <span key={key}>
                    {at > 0 && ' / '}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </td>
              <td>{t(action)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
