/**
 * The version of the privacy notice (/{lang}/privacy). Sign-up records the version a person agreed to and when;
 * change it whenever the notice's content changes.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-29';

/**
 * The version of the explicit consent a question is asked with (PDPA s.26: a legal question may tell of criminal
 * records, health or family matters). The ask form's checkbox, separate from the privacy notice; the version and
 * the time are stored with the question (docs/product-rules.md, "Questions"). Change it whenever the consent's
 * wording changes.
 */
export const QUESTION_CONSENT_VERSION = '2026-11';
