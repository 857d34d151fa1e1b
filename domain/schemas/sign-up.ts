import { z } from 'zod';
import { signUpSchema } from './auth.ts';
import { privacyConsentSchema } from './personal-data.ts';

/** The sign-up form: the account fields plus the ticked privacy-notice checkbox (posted as 'on'; PDPA consent). */
export const signUpFormSchema = signUpSchema.extend({
  privacyConsent: z.preprocess((ticked) => ticked === 'on', privacyConsentSchema),
});
