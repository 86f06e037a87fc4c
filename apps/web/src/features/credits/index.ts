export { BuyCreditsLink } from './BuyCreditsLink.js';
export { formatPrice, majorAmount } from './money.js';
export { type Payer, payerOf, paysNothing } from './payer.js';
