import { z } from 'zod';
import { isSingleLine } from '../text.ts';

/** The refusal of a line break or control character in a single-line field (i18n key, core section `errors`). */
export const SINGLE_LINE_ERROR = 'errors.singleLine';

/**
 * A string of a single-line field (a name, a phone number, an e-mail, a title…): a line break, tab or other
 * control character anywhere in it, the ends included, is refused with `SINGLE_LINE_ERROR` before it is trimmed,
 * so a typed value never starts a new line where it is shown (docs/product-rules.md, "Single-line fields").
 * `message` is the refusal of a value that is not a string at all (a missing field).
 */
export const singleLineString = (message?: string) =>
  z.string(message).refine(isSingleLine, SINGLE_LINE_ERROR);
