import styles from './forms.module.css';

/**
 * The look of every text box of the app (border with 3:1 contrast, 44px target, focus ring,
 * invalid state), for the few inputs that stand outside a form field: a search box, a
 * one-field form.
 */
export const inputClass = styles['input'] ?? '';
