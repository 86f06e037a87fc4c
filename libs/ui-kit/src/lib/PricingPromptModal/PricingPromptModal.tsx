import type { MessageKey } from '@captio/i18n';
import { useT } from '@captio/i18n/react';
import { ActionLink } from '../ActionButton/ActionButton.js';
import { Modal } from '../Modal/Modal.js';
import { PRICING } from '../navigation/destinations.js';
import styles from './PricingPromptModal.module.css';

export interface PricingPromptModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface PromptTexts {
  title: MessageKey;
  desc: MessageKey;
  action: MessageKey;
}

/** A modal that explains why and offers /pricing; following the link closes it. */
export function PricingPromptModal({
  open,
  onOpenChange,
  texts,
  width,
}: PricingPromptModalProps & { texts: PromptTexts; width?: number }) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t(texts.title)}
      description={t(texts.desc)}
      width={width}
      footer={
        <ActionLink
          href={PRICING.href}
          className={styles['action']}
          onClick={() => onOpenChange(false)}
        >
          {t(texts.action)}
        </ActionLink>
      }
    />
  );
}
