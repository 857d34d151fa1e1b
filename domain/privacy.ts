/**
 * The version of the privacy notice (/{lang}/privacy). Sign-up records the version a person agreed to and when;
 * change it whenever the notice's content changes.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-25';
