import { PricingPromptModal, type PricingPromptModalProps } from './PricingPromptModal.js';

/** The shop modal is a small prompt: at most about 300px wide. */
export const SHOP_PROMPT_WIDTH = 300;

export type ShopPromptModalProps = PricingPromptModalProps;

/** The root shell's prompt to upgrade for a paid feature: a close button and a link to /pricing. */
export function ShopPromptModal(props: ShopPromptModalProps) {
  return (
    <PricingPromptModal
      {...props}
      width={SHOP_PROMPT_WIDTH}
      texts={{ title: 'modal.shop.title', desc: 'modal.shop.desc', action: 'modal.shop.action' }}
    />
  );
}
