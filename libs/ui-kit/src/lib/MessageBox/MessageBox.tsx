import { useT } from '@captio/i18n/react';
import { AlertDialog, VisuallyHidden } from 'radix-ui';
import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { Modal } from '../Modal/Modal.js';
import {
  rejectionMessage,
  validateMessageInput,
  type MessageInputRules,
} from './message-validation.js';
import tones from '../theme/tone.module.css';
import styles from './MessageBox.module.css';

export type MessageTone = 'info' | 'warning' | 'danger';

export interface MessageBoxInput extends MessageInputRules {
  /** The input's visible label. */
  label: ReactNode;
  defaultValue?: string;
  placeholder?: string;
  type?: 'text' | 'email' | 'url' | 'number' | 'password';
  /** Shown when the pattern or validator refuses the value; default modal.message.invalid. */
  errorMessage?: string;
}

export interface MessageBoxProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  /** Colours the box and its confirm button: danger for destructive actions. Default info. */
  tone?: MessageTone;
  /** Default common.confirm. */
  confirmLabel?: ReactNode;
  /** Default common.cancel. */
  cancelLabel?: ReactNode;
  /** Turns the confirmation into a prompt: the value is validated before `onConfirm`. */
  input?: MessageBoxInput;
  /**
   * Receives the input's value ('' without an input). While a returned promise runs, the
   * confirm button shows loading and the box stays open; it closes when the promise resolves
   * and shows the error when it rejects.
   */
  onConfirm: (value: string) => void | Promise<void>;
  /** Called when the user cancels (Cancel button or Escape). */
  onCancel?: () => void;
  width?: number | string;
  /**
   * Where focus goes on close when the element that opened the box is gone (the confirmed action
   * removed it) or there was none; default: the page's main heading.
   */
  returnFocus?: RefObject<HTMLElement | null>;
}

/** The state of one opening of the box, reset each time it opens. */
interface Session {
  value: string;
  inputError: string | null;
  failure: string | null;
  pending: boolean;
}

function freshSession(input: MessageBoxInput | undefined): Session {
  return { value: input?.defaultValue ?? '', inputError: null, failure: null, pending: false };
}

/**
 * A confirmation or prompt on an alert dialog: focus starts on Cancel (or on the input of a
 * prompt), outside clicks never dismiss it, Enter in the input confirms.
 */
export function MessageBox({
  open,
  onOpenChange,
  title,
  message,
  tone = 'info',
  confirmLabel,
  cancelLabel,
  input,
  onConfirm,
  onCancel,
  width,
  returnFocus,
}: MessageBoxProps) {
  const t = useT();
  const formId = useId();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const attempt = useRef(0);
  const [session, setSession] = useState(() => freshSession(input));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSession(freshSession(input));
  }
  const update = (patch: Partial<Session>) => setSession((current) => ({ ...current, ...patch }));

  const confirm = async () => {
    if (session.pending) return;
    const current = ++attempt.current;
    const stillCurrent = () => attempt.current === current;
    if (input) {
      const fallback = input.errorMessage ?? t('modal.message.invalid');
      update({ pending: true, failure: null });
      const inputError = await validateMessageInput(session.value, input, fallback);
      if (!stillCurrent()) return;
      if (inputError) {
        update({ pending: false, inputError });
        inputRef.current?.focus();
        return;
      }
    }
    update({ pending: true, inputError: null, failure: null });
    try {
      await onConfirm(session.value);
      if (stillCurrent()) {
        update({ pending: false });
        onOpenChange(false);
      }
    } catch (reason) {
      if (stillCurrent()) {
        update({ pending: false, failure: rejectionMessage(reason) ?? t('modal.message.failed') });
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void confirm();
  };

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      attempt.current++;
      onCancel?.();
    }
    onOpenChange(next);
  };

  return (
    <Modal
      open={open}
      onOpenChange={handleOpenChange}
      role="alertdialog"
      closable={!session.pending}
      title={title}
      description={message}
      width={width}
      initialFocus={input ? inputRef : undefined}
      returnFocus={returnFocus}
      className={`${styles['toned']} ${tones[tone]}`}
      footer={
        <>
          <AlertDialog.Cancel asChild>
            <ActionButton disabled={session.pending}>
              {cancelLabel ?? t('common.cancel')}
            </ActionButton>
          </AlertDialog.Cancel>
          <ActionButton
            type="submit"
            form={formId}
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={session.pending}
          >
            {confirmLabel ?? t('common.confirm')}
          </ActionButton>
        </>
      }
    >
      <form id={formId} className={styles['form']} onSubmit={submit} noValidate>
        {input && (
          <div className={styles['field']}>
            <label htmlFor={inputId} className={styles['label']}>
              {input.label}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className={styles['input']}
              type={input.type ?? 'text'}
              value={session.value}
              placeholder={input.placeholder}
              aria-invalid={session.inputError ? true : undefined}
              aria-describedby={session.inputError ? errorId : undefined}
              onChange={(event) => update({ value: event.target.value, inputError: null })}
            />
            {session.inputError && (
              <p id={errorId} role="alert" className={styles['error']}>
                {session.inputError}
              </p>
            )}
          </div>
        )}
        {session.failure && (
          <p role="alert" className={styles['error']}>
            {session.failure}
          </p>
        )}
        <VisuallyHidden.Root role="status">
          {session.pending ? t('common.loading') : ''}
        </VisuallyHidden.Root>
      </form>
    </Modal>
  );
}
