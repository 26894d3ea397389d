/**
 * The server's message catalogue, loaded as the i18n `messages` namespace. It sits in its
 * own module so the dynamic import in i18n.ts becomes a small chunk of its own.
 */
export { MESSAGES } from '@madrasa/contracts';
