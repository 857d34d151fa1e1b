/**
 * LINE's SDK (`@line/bot-sdk`), loaded the first time a push is sent or a webhook call is checked: its 370 modules
 * stay out of every server's start, and out of a server that has no LINE channel.
 */
export const lineSdk = () => import('@line/bot-sdk');
