/**
 * Flash messages: a redirect that ends somewhere else (sign-out, a deleted account, a page the person may not open) leaves one of these
 * in a short-lived cookie, and the next page shows it as its toast, rendered by the server (root.tsx), so pages
 * without scripts show it too. Only these keys exist: the cookie never carries text.
 */
export const FLASH_TEXTS = {
  signedOut: 'auth.signedOut',
  signedIn: 'auth.signIn.success',
  registered: 'auth.signUp.success',
  verificationSent: 'auth.resend.success',
  resetSent: 'auth.forgot.sent',
  passwordReset: 'auth.reset.success',
  emailConfirmed: 'auth.confirm.done',
  confirmLinkInvalid: 'auth.confirm.invalidLink',
  forbidden: 'admin.forbidden',
  accountDeleted: 'account.delete.done',
  reviewPublished: 'reviews.done.published',
  reviewHeld: 'reviews.done.held',
  lineCancelled: 'auth.line.cancelled',
  lineTwoFactor: 'auth.line.twoFactor',
  lineLinkedElsewhere: 'auth.line.linkedElsewhere',
  lineLastWay: 'auth.line.lastWay',
  lineSignInAgain: 'auth.line.signInAgain',
  lineFailed: 'auth.line.failed',
  lineRateLimited: 'auth.errors.rateLimited',
  lineLinked: 'auth.line.linked',
  lineUnlinked: 'auth.line.unlinked',
  lineEmailSent: 'auth.line.emailSent',
  lineEmailInvalid: 'auth.errors.emailInvalid',
  noticesSaved: 'account.notices.saved',
  claimCodeSent: 'claim.codeSentToast',
  claimProven: 'claim.pending.title',
} as const;

export type Flash = keyof typeof FLASH_TEXTS;

export const isFlash = (value: unknown): value is Flash =>
  typeof value === 'string' && Object.hasOwn(FLASH_TEXTS, value);
