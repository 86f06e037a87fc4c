import { PricingPromptModal, type PricingPromptModalProps } from './PricingPromptModal.js';

export type InsufficientCreditModalProps = PricingPromptModalProps;

/** The root shell's notice that the credits do not cover a task: a close button and a link to /pricing. */
export function InsufficientCreditModal(props: InsufficientCreditModalProps) {
  return (
    <PricingPromptModal
      {...props}
      texts={{
        title: 'modal.credit.title',
        desc: 'modal.credit.desc',
        action: 'modal.credit.action',
      }}
    />
  );
}
