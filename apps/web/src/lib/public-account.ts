/**
 * The public-access account the web app logs in with automatically to obtain a token (spec §6:
 * "The app logs in automatically with a public-access account"). These defaults match the server's
 * PUBLIC_USER_NAME / PUBLIC_PASSWORD defaults (apps/server/src/config.ts); a deployment that changes them
 * passes the new values through the runtime config (publicUserName / publicPassword).
 * They are not secrets: every anonymous visitor's browser uses them.
 */
export const PUBLIC_USER_NAME = 'portal_public';
export const PUBLIC_PASSWORD = 'Public@2026';
