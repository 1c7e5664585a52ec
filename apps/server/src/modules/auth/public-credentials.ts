/**
 * The configured public-access credentials (config.publicUserName / publicPassword; spec §4 automatic
 * public login), compared without scrypt.
 *
 * Why this is safe: the public password ships inside the web app (spec §6), so scrypt protects nothing
 * there; it protects the stored hashes of real passwords. server.ts writes exactly these credentials to
 * the public account at every start (ensurePublicAccount), so a match is what scrypt would accept. The
 * comparison is constant-time over SHA-256 digests. Anything else sent to the public route still goes
 * through the full check (scrypt, audit row, per-address limit).
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digestOf = (userName: string, password: string): Buffer =>
  createHash('sha256').update(userName).update('\u0000').update(password).digest();

export class PublicCredentials {
  private readonly digest: Buffer;

  constructor(userName: string, password: string) {
    this.digest = digestOf(userName, password);
  }

  /** True when `userName`/`password` are exactly the configured public credentials. */
  matches(userName: string, password: string): boolean {
    return timingSafeEqual(digestOf(userName, password), this.digest);
  }
}
