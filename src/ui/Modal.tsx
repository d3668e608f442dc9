import type { ReactNode } from 'react';
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components';
import { useI18nContext } from '../i18n/i18n-react.tsx';
import { Button } from './Button.tsx';
import * as styles from './Modal.css.ts';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Shown as the heading, or only announced when `hideTitle` is set. */
  title: string;
  hideTitle?: boolean;
  /** Fills the screen and shows a close button (spec section 2, Toasts and modals). */
  fullScreen?: boolean;
  /** Without padding, for content that lays itself out (the search palette). */
  bare?: boolean;
  /** A document (an order, a Z-report, a QR sheet): on paper only the dialog prints (styles/print.css.ts). */
  printable?: boolean;
  children: ReactNode;
}

/** A modal dialog that closes on Escape and on a click outside; focus stays inside while open. */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  hideTitle,
  fullScreen,
  bare,
  printable,
  children,
}: ModalProps) {
  const { LL } = useI18nContext();
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <AriaModal className={[styles.modal, fullScreen ? styles.fullScreen : ''].join(' ')}>
        <Dialog
          className={[styles.dialog, bare ? '' : styles.padded].join(' ')}
          aria-label={hideTitle ? title : undefined}
          data-print-document={printable ? '' : undefined}
        >
          {({ close }) => (
            <>
              {(!hideTitle || fullScreen) && (
                <div className={styles.header}>
                  {!hideTitle && (
                    <Heading slot="title" className={styles.title}>
                      {title}
                    </Heading>
                  )}
                  {fullScreen && (
                    <Button tone="ghost" size="sm" aria-label={LL.app.close()} onPress={close}>
                      <span aria-hidden="true">×</span>
                    </Button>
                  )}
                </div>
              )}
              {children}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
