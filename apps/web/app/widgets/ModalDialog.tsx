import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modal.css';

/** Props of {@link ModalDialog}. */
export interface ModalDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** Accessible name of the close control. */
  readonly closeLabel: string;
  /** Asks to close (the close control, Escape); the owner's machine decides. */
  readonly onClose: () => void;
  /** Where focus goes back once the dialog has closed (the control that opened it). */
  readonly returnFocusTo?: HTMLElement | null;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A native modal dialog driven by an `open` flag: focus is kept inside while it is open (the
 * browser's modal dialog), Escape asks to close, and focus returns to the opener afterwards.
 *
 * @param props - see {@link ModalDialogProps}
 * @returns the dialog
 */
export function ModalDialog({ open, title, closeLabel, onClose, returnFocusTo, className, children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      returnFocusTo?.focus();
    }
  }, [open, returnFocusTo]);
  return (
    <dialog
      ref={dialogRef}
      className={`widget-modal${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="widget-modal__head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="widget-modal__close" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}
