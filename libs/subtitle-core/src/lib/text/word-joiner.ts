/**
 * U+2060 WORD JOINER: invisible, and no renderer takes it for markup. Writers put it inside
 * text that a reader would otherwise take for syntax ("-->", "{\", "\N").
 */
export const WORD_JOINER = '\u2060';
export const WORD_JOINER_CODE = 0x2060;
